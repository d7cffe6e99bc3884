/// The system calls the web server makes that Swift's platform modules leave out or spell per
/// platform, declared in C so one Swift source builds on Linux and on macOS (SwiftNIO's `CNIOLinux`
/// does the same). Readiness through epoll is Linux's; the rest is POSIX.
#ifndef C_WEB_SERVER_H
#define C_WEB_SERVER_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

/// What an epoll wait reported for one descriptor: its flags (`CWS_READABLE`…) and the token it was
/// registered with. Unpacked, unlike `struct epoll_event` on x86_64.
typedef struct {
    uint32_t flags;
    uint64_t token;
} cws_event;

enum {
    CWS_READABLE = 1 << 0,
    CWS_WRITABLE = 1 << 1,
    /// The peer closed, hung up, or the socket failed: a read says which.
    CWS_CLOSED = 1 << 2,
};

/// Whether this platform has epoll (Linux); without it the `cws_epoll_*` calls fail with ENOSYS.
int cws_has_epoll(void);
/// A new close-on-exec epoll instance, or -1.
int cws_epoll_create(void);
/// Watches `fd` for reading (and, unless `listener`, writing and the peer's end, edge-triggered; a
/// listener is level-triggered); its events carry `token`. 0, or -1.
int cws_epoll_add(int epoll, int fd, uint64_t token, int listener);
/// Stops watching `fd`. 0, or -1.
int cws_epoll_remove(int epoll, int fd);
/// Waits up to `milliseconds` and fills `events` (at most `capacity`); the count, or -1.
int cws_epoll_wait(int epoll, cws_event *events, int capacity, int milliseconds);

/// A non-blocking, close-on-exec TCP socket, or -1; writes to it never raise SIGPIPE.
int cws_stream_socket(void);
/// Makes an accepted `fd` non-blocking and close-on-exec, without Nagle's delay, its writes never
/// raising SIGPIPE.
void cws_prepare_accepted(int fd);
/// `send` that never raises SIGPIPE (MSG_NOSIGNAL where there is one).
ssize_t cws_send(int fd, const void *bytes, size_t count);
/// Raises the soft limit on open descriptors as far as the system lets it; returns the limit in force.
long cws_raise_descriptor_limit(void);

#endif
