import Foundation
import Recording
import TextUI

/// `APP replay FILE`: the time-travel viewer on a terminal (from step N with `--at N`), else the frame
/// at the last step (or step N) as plain text; with `--check`, the recording reduced again and
/// compared step by step. Exit statuses: 0 shown or all steps agree, 1 a step differs (its line and the
/// difference go to standard error), 2 the file is not a recording of this app.
@MainActor
public enum ReplayCommand {
    public static func run<App: RecordableApp>(
        _ app: App, recording path: String, invocation: DriverInvocation, name: String,
        terminal: (some TerminalDevice)?
    ) async -> Int32 {
        let session: ReplayedSession<App>
        do {
            session = try ReplayedSession(
                try RecordingFile.read(URL(fileURLWithPath: path)), app: app, recordedBy: name,
                defaultScreen: invocation.size ?? .standard)
        } catch {
            StandardStreams.error("\(name) replay: \(path): \(error)")
            return 2
        }
        if invocation.check {
            if let mismatch = session.replay.mismatch {
                StandardStreams.error("\(name) replay: \(path): \(mismatch)")
                return 1
            }
            StandardStreams.print("\(path): \(session.stepCount) steps replayed as recorded")
            return 0
        }
        let position = invocation.step ?? session.stepCount
        guard position <= session.stepCount else {
            StandardStreams.error(
                "\(name) replay: --at \(position): the recording has \(session.stepCount) steps")
            return 2
        }
        if let mismatch = session.replay.mismatch {
            StandardStreams.error(
                "\(name) replay: \(path): from line \(mismatch.line) on, the replay no longer agrees with "
                    + "the recording (--check says how)")
        }
        if let terminal {
            await InteractiveRunner.run(ReplayViewer(session, at: position), on: terminal)
        } else {
            StandardStreams.print(session.frame(at: position, size: invocation.size).plainText)
        }
        return 0
    }
}
