import Foundation

/// How many tabs' messages are being handled on the main actor right now, so that an in-process
/// harness can wait until what it sent was taken in: a WebSocket's messages arrive on the server's
/// thread and are handled later, in a task of their own (`LiveConnection`).
///
/// `@unchecked Sendable`: `busy` and `waiters` are guarded by `lock`.
final class LiveActivity: @unchecked Sendable {
    private let lock = NSLock()
    private var busy = 0
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// A tab's messages start being handled.
    func begin() {
        lock.withLock { busy += 1 }
    }

    /// They have all been handled.
    func end() {
        let ready: [CheckedContinuation<Void, Never>] = lock.withLock {
            busy -= 1
            guard busy == 0 else { return [] }
            defer { waiters = [] }
            return waiters
        }
        for waiter in ready { waiter.resume() }
    }

    /// Whether messages are being handled.
    var isBusy: Bool { lock.withLock { busy > 0 } }

    /// Returns once no tab's messages are being handled.
    func idle() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let ready = lock.withLock {
                guard busy > 0 else { return true }
                waiters.append(continuation)
                return false
            }
            if ready { continuation.resume() }
        }
    }
}
