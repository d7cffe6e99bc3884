#include "CWebServer.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <unistd.h>

#ifdef __linux__
#include <sys/epoll.h>

int cws_has_epoll(void) { return 1; }

int cws_epoll_create(void) { return epoll_create1(EPOLL_CLOEXEC); }

int cws_epoll_add(int epoll, int fd, uint64_t token, int listener) {
    struct epoll_event event = {0};
    event.events = listener ? EPOLLIN : (EPOLLIN | EPOLLOUT | EPOLLRDHUP | EPOLLET);
    event.data.u64 = token;
    return epoll_ctl(epoll, EPOLL_CTL_ADD, fd, &event);
}

int cws_epoll_remove(int epoll, int fd) { return epoll_ctl(epoll, EPOLL_CTL_DEL, fd, NULL); }

int cws_epoll_wait(int epoll, cws_event *events, int capacity, int milliseconds) {
    struct epoll_event raw[512];
    int count = epoll_wait(epoll, raw, capacity < 512 ? capacity : 512, milliseconds);
    for (int index = 0; index < count; index++) {
        uint32_t flags = raw[index].events;
        events[index].flags = ((flags & EPOLLIN) ? CWS_READABLE : 0) | ((flags & EPOLLOUT) ? CWS_WRITABLE : 0)
            | ((flags & (EPOLLRDHUP | EPOLLHUP | EPOLLERR)) ? CWS_CLOSED : 0);
        events[index].token = raw[index].data.u64;
    }
    return count;
}
#else
int cws_has_epoll(void) { return 0; }
int cws_epoll_create(void) { errno = ENOSYS; return -1; }
int cws_epoll_add(int epoll, int fd, uint64_t token, int listener) { errno = ENOSYS; return -1; }
int cws_epoll_remove(int epoll, int fd) { errno = ENOSYS; return -1; }
int cws_epoll_wait(int epoll, cws_event *events, int capacity, int milliseconds) { errno = ENOSYS; return -1; }
#endif

/// Non-blocking and close-on-exec, set with `fcntl` (SOCK_NONBLOCK is Linux's); on Apple's systems
/// the socket itself refuses SIGPIPE (there is no MSG_NOSIGNAL).
static void prepare(int fd) {
    fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
    fcntl(fd, F_SETFD, FD_CLOEXEC);
#ifdef SO_NOSIGPIPE
    int one = 1;
    setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &one, sizeof one);
#endif
}

int cws_stream_socket(void) {
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    if (fd >= 0) prepare(fd);
    return fd;
}

void cws_prepare_accepted(int fd) {
    prepare(fd);
    int one = 1;
    setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
}

ssize_t cws_send(int fd, const void *bytes, size_t count) {
#ifdef MSG_NOSIGNAL
    return send(fd, bytes, count, MSG_NOSIGNAL);
#else
    return send(fd, bytes, count, 0);
#endif
}

long cws_raise_descriptor_limit(void) {
    struct rlimit limit;
    if (getrlimit(RLIMIT_NOFILE, &limit) != 0) return 0;
    rlim_t wanted = limit.rlim_max;
#ifdef __APPLE__
    // Apple's systems refuse a soft limit above OPEN_MAX, whatever the hard limit says.
    if (wanted > OPEN_MAX) wanted = OPEN_MAX;
#endif
    if (limit.rlim_cur < wanted) {
        limit.rlim_cur = wanted;
        setrlimit(RLIMIT_NOFILE, &limit);
        getrlimit(RLIMIT_NOFILE, &limit);
    }
    return limit.rlim_cur == RLIM_INFINITY ? LONG_MAX : (long)limit.rlim_cur;
}
