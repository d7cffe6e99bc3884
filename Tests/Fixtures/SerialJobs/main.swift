import Dispatch
import Foundation
import SerialExecution

/// `serial-jobs [main-actor]`: runs 20 nonisolated jobs at once and prints how many ran on the main
/// queue (`N of 20 on the main queue`), after `SerialExecution.runGlobalJobsOnMainActor()` when
/// `main-actor` is given. For the test of `SerialExecution`; no product.
let onMain = DispatchSpecificKey<Bool>()
DispatchQueue.main.setSpecific(key: onMain, value: true)

/// Whether the nonisolated job calling it runs on the main queue.
func runsOnMainQueue() async -> Bool {
    DispatchQueue.getSpecific(key: onMain) == true
}

if CommandLine.arguments.dropFirst().first == "main-actor" {
    SerialExecution.runGlobalJobsOnMainActor()
}
let count = await withTaskGroup(of: Bool.self) { group in
    for _ in 0..<20 { group.addTask { await runsOnMainQueue() } }
    var count = 0
    for await onMainQueue in group where onMainQueue { count += 1 }
    return count
}
print("\(count) of 20 on the main queue")
