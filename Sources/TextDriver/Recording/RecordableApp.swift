import Foundation
import Loop
import Recording
import TextUI

/// A text app whose sessions can be recorded and replayed: its events and effects are `Codable`, its
/// state `Encodable`. Conforming is all it takes (`extension MyApp: RecordableApp {}`): `APP --record
/// FILE` then records a session and `APP replay FILE` replays one (`DriverCommand`), and
/// `assertReplay` makes a recording a test.
///
/// A recording holds every event as its `Codable` conformance encodes it, and after each the digest of
/// what the state encodes (`StateDigest`): a value the app keeps secret must encode itself masked, and
/// a state that encodes the same after a refactor replays the same.
public protocol RecordableApp: TextApp
where Feature.Event: Codable, Feature.Effect: Codable, Feature.State: Encodable {}

extension DriverSession where App: RecordableApp {
    /// Records this session from now on, each step through `write`, stamped with the session's clock
    /// (its manual clock, or real time) and noting each resize; `report` hears if recording stops.
    /// Keep the recorder for as long as the session should be recorded.
    public func record(
        as name: String, write: @escaping (String) throws -> Void,
        report: @escaping (String) -> Void
    ) -> SessionRecorder<App.Feature> {
        let recorder = SessionRecorder<App.Feature>(
            header: RecordingHeader(app: name, language: language),
            now: SessionRecorder<App.Feature>.time(on: clock),
            screen: { [weak self] in self.map { RecordedScreen(width: $0.size.width, height: $0.size.height) }
            },
            write: write, report: report)
        recorder.record(loop)
        return recorder
    }
}
