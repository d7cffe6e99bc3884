import Loop

/// Where the effect handler does its heavy pure work (decoding and scaling pictures, preparing a photo
/// for upload).
///
/// In real time it runs off the main actor, so a front end stays responsive. On a manual clock (a test,
/// a script, a replay) it runs at once, inside the effect: no thread races the test, so what a settle
/// waits for is the loop's own work and a busy machine makes it slower, never different.
public enum PictureWork: Sendable {
    /// On a detached task at user-initiated priority: for front ends in real time.
    case offMainActor
    /// In the effect's own task, before it answers: for sessions on a manual clock.
    case inline

    /// The work for a session whose effects wait on `clock`: inline on a manual clock, else off the
    /// main actor.
    public static func forClock(_ clock: ManualClock?) -> PictureWork {
        clock == nil ? .offMainActor : .inline
    }

    /// Runs `work` where this says, and answers its result.
    func run<Result: Sendable>(_ work: @escaping @Sendable () -> Result) async -> Result {
        switch self {
        case .offMainActor: await Task.detached(priority: .userInitiated, operation: work).value
        case .inline: work()
        }
    }
}
