/* The libjpeg-turbo side of jpeg_decode_mpix_per_s: decodes a JPEG from memory to 8-bit RGBA (as the
 * Images module does: islow IDCT, fancy upsampling, libjpeg's defaults) many times in one process and
 * prints megapixels per second, the median of 31 samples of 20 decodes, like openmarket-bench, which
 * builds and runs it beside its own decoder when a C compiler and libjpeg-turbo are installed.
 *
 *   apt-get install -y libjpeg62-turbo-dev
 *   cc -O2 -o /tmp/libjpeg_decode_bench Tools/image-fixtures/libjpeg_decode_bench.c -ljpeg
 *   /tmp/libjpeg_decode_bench Tests/ImagesTests/Fixtures/photo-coffee.jpg
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <jpeglib.h>

static unsigned char *file_bytes;
static unsigned long file_size;

static int decode(unsigned char *pixels, int *width, int *height) {
    struct jpeg_decompress_struct info;
    struct jpeg_error_mgr errors;
    info.err = jpeg_std_error(&errors);
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, file_bytes, file_size);
    if (jpeg_read_header(&info, TRUE) != JPEG_HEADER_OK) return -1;
    info.out_color_space = JCS_EXT_RGBA;
    jpeg_start_decompress(&info);
    *width = info.output_width;
    *height = info.output_height;
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + (size_t)info.output_scanline * info.output_width * 4;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
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
    unsigned char *pixels = malloc(4096 * 4096 * 4);
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
