import Foundation

/// The delegate queue of `HTTPTransport`'s session on Linux: it runs each delegate call at once, on the thread
/// that delivers it, instead of queueing it, so that reading the network waits for the delegate.
///
/// swift-corelibs-foundation (Linux) hands every chunk libcurl reads to the delegate queue with
/// `addOperation` and lets libcurl read on at once (`_NativeProtocol.didReceive(data:)` always
/// answers `.proceed`). With an ordinary queue a fast endless body piles up, unbounded, in queued
/// operations while a loaded machine runs the delegate late: gigabytes before the limit is even
/// counted. Run inline, inside libcurl's write callback on the session's work queue, each chunk is
/// counted (and dropped once past the limit) before the next one is read: the bytes held stay
/// bounded by the limit plus one chunk, whatever the load.
///
/// The price: a delegate call must be quick and must never wait for the session's work queue. In this
/// toolchain `URLSessionTask.cancel()` does (`workQueue.sync`), so `Transfer` cancels from another
/// queue.
final class InlineDelegateQueue: OperationQueue, @unchecked Sendable {
    override func addOperation(_ block: @escaping @Sendable () -> Void) {
        block()
    }
}
