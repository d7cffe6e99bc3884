import Loop
import TextUI

extension Explorer {
    /// One explored session: the app running since `launch`, each command run on it and followed by
    /// the invariants' checks.
    @MainActor
    struct Session {
        let explorer: Explorer
        private(set) var live: DriverSession<App>?
        private var size: TerminalSize
        private(set) var language: String?
        /// Where the loop, the screen and the animation were when the invariants were last checked.
        private var checked: Checked?
        struct Checked: Equatable {
            var revision: UInt64
            var size: TerminalSize
            var tick: Int
        }
        /// The state and tick every view was last checked at (`brokenInEveryView`).
        var viewsChecked: (state: App.Feature.State, tick: Int)?

        init(explorer: Explorer) {
            self.explorer = explorer
            size = explorer.sizes[0]
        }

        /// How long until the next piece of work the session waits for is due (at least a millisecond,
        /// in whole milliseconds as a script writes it), once the work started has reached its waits;
        /// nil when nothing waits on the clock. Advancing by it runs as it would have anyway: the
        /// advance settles first.
        func nextWait() async -> Duration? {
            guard let live, let clock = live.clock, live.loop.hasPendingWork else { return nil }
            // A stall is the next step's to find, as it would be without this.
            try? await live.settleInPlace()
            guard let deadline = clock.nextDeadline else { return nil }
            let wait = clock.now.duration(to: deadline)
            let milliseconds = Int64((wait / .milliseconds(1)).rounded(.up))
            return .milliseconds(max(1, milliseconds))
        }

        /// Runs `command`: the invariant it broke, or nil.
        mutating func run(_ command: ScriptCommand) async -> Broken? {
            do {
                switch command {
                case .size(let newSize):
                    size = newSize
                    live?.resize(to: newSize)
                case .lang(let newLanguage):
                    language = newLanguage
                    live?.changeLanguage(to: newLanguage)
                case .launch:
                    let session = DriverSession(
                        app: explorer.makeApp(), size: size, language: language, clock: ManualClock())
                    session.stallLimit = LoopStall.defaultStallLimit
                    session.launch()
                    live = session
                    checked = nil
                case .key(let key): live?.press(key)
                case .type(let text): live?.type(text)
                case .advance(let duration): try await live?.advance(by: duration)
                case .settle: try await live?.settle()
                case .fault(let name): _ = try await live?.inject(fault: name)
                case .attach, .expect, .expectNot, .print, .snapshot:
                    break
                }
            } catch {
                return Broken(invariant: "no work stalls", message: "\(error)")
            }
            guard let live else { return nil }
            // Nothing moved since the last check (a fault armed, time that reached no work): the same
            // state at the same size draws the same frames, which kept every invariant.
            let checking = Checked(revision: live.loop.revision, size: live.size, tick: live.tick)
            if checking == checked { return nil }
            checked = checking
            if !live.loop.hasPendingWork, live.isBusy {
                return Broken(
                    invariant: "once no work is in flight, no screen is busy",
                    message: "the screen says it is busy with no work pending")
            }
            let frame = live.frame
            if let (invariant, message) = FrameCheck.broken(frame, live.size) {
                return Broken(invariant: invariant, message: message)
            }
            for invariant in explorer.invariants {
                if let message = invariant.check(live.state, frame, live.size) {
                    return Broken(invariant: invariant.name, message: message)
                }
            }
            return checkEveryView(of: live)
        }
    }
}
