import Foundation

/// What the loopback server's connection threads and the test share: the recorded requests, the
/// faults not used up yet, and the tasks waiting for the records to reach some state.
///
/// `@unchecked Sendable`: every stored property is guarded by `lock`.
final class ServerState: @unchecked Sendable {
    /// The most requests recorded; a test sends a few dozen.
    static let recordLimit = 10_000
    /// The most faults pending at once.
    static let faultLimit = 100

    private let lock = NSLock()
    private var records: [RecordedRequest] = []
    private var faults: [Fault] = []
    private var waiters: [UUID: Waiter] = [:]

    /// A task waiting until `check` of the records gives a value.
    private struct Waiter {
        let check: ([RecordedRequest]) -> Bool
        let continuation: CheckedContinuation<Void, Never>
    }

    var requests: [RecordedRequest] {
        lock.withLock { records }
    }

    func reset() {
        lock.withLock {
            records = []
            faults = []
        }
    }

    func add(_ newFaults: [Fault]) {
        lock.withLock {
            precondition(faults.count + newFaults.count <= Self.faultLimit, "over \(Self.faultLimit) faults")
            faults += newFaults
        }
    }

    /// Records `request` and takes the first pending fault matching it (using it up once); returns
    /// the record's index, for `end(_:with:)`.
    func record(_ request: RecordedRequest) -> (index: Int, fault: Fault?) {
        changing {
            precondition(records.count < Self.recordLimit, "over \(Self.recordLimit) requests")
            records.append(request)
            var fault: Fault?
            if let found = faults.firstIndex(where: { $0.matches(method: request.method, path: request.path) }
            ) {
                fault = faults[found]
                faults[found].times -= 1
                if faults[found].times <= 0 { faults.remove(at: found) }
            }
            return (records.count - 1, fault)
        }
    }

    /// Notes how the streamed or held answer to the request recorded at `index` ended.
    func end(_ index: Int, with ending: AnswerEnding) {
        changing {
            // A reset in between emptied the records; the ending belongs to none of them.
            if index < records.count { records[index].ending = ending }
        }
    }

    /// Waits until `check` holds for the records, or `limit` passes (a guard against a hang, so
    /// generous); whether it held.
    func wait(
        within limit: Duration = .seconds(30), until check: @escaping @Sendable ([RecordedRequest]) -> Bool
    ) async -> Bool {
        let id = UUID()
        let guardTask = Task {
            try? await Task.sleep(for: limit)
            self.resume(id)
        }
        defer { guardTask.cancel() }
        await withCheckedContinuation { continuation in
            let holds = lock.withLock {
                if check(records) { return true }
                waiters[id] = Waiter(check: check, continuation: continuation)
                return false
            }
            if holds { continuation.resume() }
        }
        return check(requests)
    }

    private func resume(_ id: UUID) {
        lock.withLock { waiters.removeValue(forKey: id) }?.continuation.resume()
    }

    /// Runs `change` under the lock, then resumes the waiters whose check now holds.
    private func changing<Result>(_ change: () -> Result) -> Result {
        let (result, ready) = lock.withLock {
            let result = change()
            let ready = waiters.filter { $0.value.check(records) }
            for id in ready.keys { waiters.removeValue(forKey: id) }
            return (result, ready.values.map(\.continuation))
        }
        for continuation in ready { continuation.resume() }
        return result
    }
}
