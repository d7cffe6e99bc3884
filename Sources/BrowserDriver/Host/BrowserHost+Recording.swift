import Foundation
import Loop
import Recording

extension BrowserHost
where App.Feature.Event: Codable, App.Feature.Effect: Codable, App.Feature.State: Encodable {
    /// Records every session from now on, one file each in `folder` (created if missing; an error
    /// names it when it cannot be): `<session id>.jsonl`, each event its loop reduces (the page's
    /// reports and the effects' answers), replayable with `APP replay`. At most `maxFiles` sessions are
    /// recorded; past that, and when a file cannot be created, `report` is told once and the app goes
    /// on unrecorded.
    public func recordSessions(
        in folder: URL, as name: String, maxFiles: Int = 1000, report: @escaping (String) -> Void
    ) throws(RecordingError) {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw RecordingError(
                line: nil, "cannot create the folder \(folder.path): \(error.localizedDescription)")
        }
        var files = 0
        var reported = false
        func stop(_ reason: String) {
            if !reported { report("recording sessions stopped: \(reason); the app goes on") }
            reported = true
        }
        let clock = manualClock
        sessionStarted = { session in
            guard files < maxFiles else {
                stop("\(maxFiles) sessions are recorded, the most one run records")
                return nil
            }
            let file: RecordingFile
            do {
                file = try RecordingFile(creating: folder.appendingPathComponent("\(session.id).jsonl"))
            } catch {
                stop("\(error)")
                return nil
            }
            files += 1
            let id = session.id
            let recorder = SessionRecorder<App.Feature>(
                header: RecordingHeader(app: name, session: id),
                now: SessionRecorder<App.Feature>.time(on: clock), write: file.write,
                report: { report("session \(id): \($0)") })
            recorder.record(session.loop)
            return recorder
        }
    }
}
