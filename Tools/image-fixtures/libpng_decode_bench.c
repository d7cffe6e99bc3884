/* The libpng side of png_decode_mpix_per_s: decodes a PNG from memory to 8-bit RGBA (as the
 * Images module does) many times in one process and prints megapixels per second, the median of
 * 31 samples of 20 decodes, like openmarket-bench, which builds and runs it beside its own decoder
 * when a C compiler and libpng are installed.
 *
 *   apt-get install -y libpng-dev
 *   cc -O2 -o /tmp/libpng_decode_bench Tools/image-fixtures/libpng_decode_bench.c -lpng
 *   /tmp/libpng_decode_bench Tests/ImagesTests/Fixtures/photo-coffee.png
 */
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static unsigned char *file_bytes;
static size_t file_size, file_offset;

static void read_memory(png_structp png, png_bytep out, png_size_t count) {
    if (file_offset + count > file_size) png_error(png, "truncated");
    memcpy(out, file_bytes + file_offset, count);
    file_offset += count;
}

static int decode(unsigned char *pixels, int *width, int *height) {
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png_create_info_struct(png);
    if (setjmp(png_jmpbuf(png))) return -1;
    file_offset = 0;
    png_set_read_fn(png, NULL, read_memory);
    png_read_info(png, info);
    png_set_expand(png);
    png_set_strip_16(png);
    png_set_gray_to_rgb(png);
    png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    *width = png_get_image_width(png, info);
    *height = png_get_image_height(png, info);
    png_bytep rows[*height];
    for (int y = 0; y < *height; y++) rows[y] = pixels + (size_t)y * *width * 4;
    if (pixels) png_read_image(png, rows);
    png_destroy_read_struct(&png, &info, NULL);
    return 0;
}

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

int main(int argc, char **argv) {
    if (argc < 2) return 2;
    FILE *file = fopen(argv[1], "rb");
    if (!file) return 2;
    fseek(file, 0, SEEK_END);
    file_size = ftell(file);
    fseek(file, 0, SEEK_SET);
    file_bytes = malloc(file_size);
    if (fread(file_bytes, 1, file_size, file) != file_size) return 2;
    int width = 0, height = 0;
    unsigned char *pixels = malloc(16384 * 16384 * 4 / 64);
    if (decode(pixels, &width, &height)) return 1;
    double samples[31];
    for (int sample = -3; sample < 31; sample++) {
        double start = now();
        for (int i = 0; i < 20; i++) decode(pixels, &width, &height);
        if (sample >= 0) samples[sample] = (now() - start) / 20;
    }
    qsort(samples, 31, sizeof(double), compare);
    printf("%dx%d: %.1f Mpixel/s\n", width, height, width * (double)height / samples[15] / 1e6);
    return 0;
}
