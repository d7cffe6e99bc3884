import Loop
import TextUI

/// Random sessions of a text app on a manual clock, to find what no script thought of: each step is
/// something a person can do on the screen in front of them (a key that means something there, text
/// typed, long, wide and hostile text included), a fault of the app's services (`TextApp.faults`: a
/// failing answer) or time passing, so that effects answer in every order (by a random amount, or to
/// the next moment work waits for, so that each answer comes in a step of its own).
///
/// After every step the invariants are checked: the framework's (no work stalls, once no work is in
/// flight no screen says it is busy, every frame fits its screen and is sanitized, at every size of
/// `sizes` and in every language of the app) and the app's. The first session that breaks one is
/// shrunk to the shortest script that still breaks it (`ExploreFailure.script`), which `drive` runs
/// and a test can commit.
///
/// Deterministic: a seed names every session, and each runs on a new app (`makeApp`), so the same seed
/// finds the same failure and shrinks it the same way.
@MainActor
public struct Explorer<App: TextApp> {
    public typealias Invariant = ExploreInvariant<App.Feature.State>

    /// How many sessions to run, and how many steps each takes.
    public var runs = 100
    public var steps = 40
    /// The first session's seed; each next one's is one more.
    public var seed: UInt64 = 1
    /// The screen sizes sessions run at, one per session in turn.
    public var sizes = [TerminalSize(width: 80, height: 24), TerminalSize(width: 40, height: 24)]
    /// The keys a step may press, of which only those that mean something on the screen are pressed.
    public var keys = Self.everyKey
    /// What a step may type.
    public var texts = Self.typedTexts
    /// The app's invariants, checked after the framework's.
    public var invariants: [Invariant]
    /// At most this many sessions are run to shrink a failure, so that shrinking always ends.
    public var shrinkBudget = 300
    /// How long the sessions may run in all, in real time (a command line's `--time`); nil: until
    /// `runs` are done.
    public var timeLimit: Duration?

    /// Where the session running is written before each command (an explore worker's), so that a
    /// trap can be traced to its session; nil: nowhere.
    var progress: ExploreProgress?
    /// The share of the runs this explorer takes, one worker's of several: the runs whose number
    /// leaves `index` divided by `count`.
    var shard = ExploreShard.whole
    /// Where the workers sharing the runs note the runs they found failing; nil: one explorer alone.
    var findings: ExploreFindings?

    let makeApp: () -> App

    /// An explorer of the apps `makeApp` makes, a new one a session, checking `invariants` besides the
    /// framework's.
    public init(invariants: [Invariant] = [], makeApp: @escaping () -> App) {
        self.invariants = invariants
        self.makeApp = makeApp
    }

    /// Runs the sessions; the first failure, shrunk, or nil when every session kept every invariant.
    public func explore() async -> ExploreFailure? {
        await report().failure
    }

    /// What a run of the sessions did: how many sessions and steps it took, and the first failure,
    /// shrunk.
    public struct Report: Sendable {
        public var sessions = 0
        public var steps = 0
        public var failure: ExploreFailure?
    }

    /// Runs the sessions, until one breaks an invariant, `runs` are done or `timeLimit` passed.
    public func report() async -> Report {
        var report = Report()
        let start = ContinuousClock.now
        for run in stride(from: shard.index, to: runs, by: shard.count) {
            if let timeLimit, start.duration(to: .now) >= timeLimit { break }
            if let lowest = findings?.lowest(), lowest < run { break }
            let seed = seed &+ UInt64(run)
            var generator = SeededGenerator(seed: seed)
            let setUp = setUp(run)
            progress?.begin(seed: seed)
            report.sessions += 1
            guard let found = await explore(from: setUp, using: &generator) else {
                report.steps += steps
                continue
            }
            report.steps += found.commands.count - setUp.count
            findings?.found(run: run)
            report.failure = await shrunk(
                found.commands, broken: found.broken, seed: seed,
                foundSteps: found.commands.count - setUp.count,
                run: self.run)
            break
        }
        return report
    }

    /// The failure of the session `seed`, whose `commands` broke an invariant (`broken`) after
    /// `foundSteps` steps, shrunk by running candidates with `run`.
    func shrunk(
        _ commands: [ScriptCommand], broken: Broken, seed: UInt64, foundSteps: Int, run: Run
    ) async -> ExploreFailure {
        let shrunk = await shrink(commands, breaking: broken.invariant, run: run)
        let broken = await run(shrunk)?.broken ?? broken
        return ExploreFailure(
            invariant: broken.invariant, message: broken.message, seed: seed, foundSteps: foundSteps,
            commands: shrunk)
    }

    /// The script lines that start session `run`: its size, its language, and the launch.
    private func setUp(_ run: Int) -> [ScriptCommand] {
        let languages = App.languages
        return [.size(sizes[run % sizes.count])]
            + (languages.isEmpty ? [] : [.lang(languages[(run / sizes.count) % languages.count])]) + [.launch]
    }

    /// A broken invariant: its name and what was wrong.
    struct Broken {
        var invariant: String
        var message: String
    }

    /// One random session from `setUp`: the commands it ran, up to the one that broke an invariant;
    /// nil when it broke none.
    private func explore(from setUp: [ScriptCommand], using generator: inout SeededGenerator) async
        -> (commands: [ScriptCommand], broken: Broken)?
    {
        var commands = setUp
        var session = Session(explorer: self)
        for command in setUp {
            progress?.running(command)
            if let broken = await session.run(command) { return (commands, broken) }
        }
        let keys = SessionKeys(keys, using: &generator)
        for _ in 0..<steps {
            let command = await step(in: &session, keys: keys, using: &generator)
            commands.append(command)
            progress?.running(command)
            if let broken = await session.run(command) { return (commands, broken) }
        }
        return nil
    }

    /// A random step on the screen `session` shows, its keys drawn from the session's `keys`.
    private func step(in session: inout Session, keys: SessionKeys, using generator: inout SeededGenerator)
        async -> ScriptCommand
    {
        let roll = generator.below(100)
        if roll < 60, let live = session.live {
            // Keys drawn until one means something here: each of those is as likely as with the whole
            // set filtered, at a few lookups a step rather than one a key (a lookup may draw a screen).
            // Half the steps draw among the named keys alone, so that moving and confirming are not
            // drowned by the characters a text field takes.
            let pool = keys.named.isEmpty || generator.below(2) == 0 ? keys.all : keys.named
            for _ in 0..<Self.keyDraws where !pool.isEmpty {
                let key = pool[generator.below(pool.count)]
                if case .send(let events)? = live.app.action(for: key, in: live.view), !events.isEmpty {
                    return .key(key)
                }
            }
        }
        if roll < 72, !texts.isEmpty { return .type(texts[generator.below(texts.count)]) }
        if roll < 80, let faults = session.live?.app.faults, !faults.isEmpty {
            return .fault(faults[generator.below(faults.count)])
        }
        // Half the time, to the next moment work waits for, exactly: each answer then comes in a step
        // of its own and is checked before the next (one shown on the wrong screen is seen before the
        // right one replaces it).
        if generator.below(2) == 0, let wait = await session.nextWait() { return .advance(wait) }
        // Else by a bounded amount, never "until everything is done": work that runs until stopped (a
        // timer) is no failure.
        return .advance(.milliseconds(Self.waits[generator.below(Self.waits.count)]))
    }

    /// How a shrink runs a candidate: the invariant it broke and how many of its commands ran up to
    /// it; nil when it broke none.
    typealias Run = @MainActor ([ScriptCommand]) async -> (broken: Broken, count: Int)?

    /// Runs `commands` on a new session in this process: the invariant it broke and the commands run
    /// up to it; nil when it broke none.
    func run(_ commands: [ScriptCommand]) async -> (broken: Broken, count: Int)? {
        var session = Session(explorer: self)
        for (index, command) in commands.enumerated() {
            progress?.running(command)
            if let broken = await session.run(command) { return (broken, index + 1) }
        }
        return nil
    }

    /// The shortest commands found that still break `invariant`: chunks of steps dropped, halving the
    /// chunk down to single steps, then each typed text and wait made as small as still breaks it. The
    /// session's size, language and launch are kept.
    private func shrink(_ commands: [ScriptCommand], breaking invariant: String, run: Run) async
        -> [ScriptCommand]
    {
        let fixed = Array(commands.prefix { $0 != .launch } + [.launch])
        var steps = Array(commands.dropFirst(fixed.count))
        var budget = shrinkBudget
        /// How many of `candidate` run until it breaks `invariant`; nil when it does not.
        func breaks(_ candidate: [ScriptCommand]) async -> Int? {
            guard budget > 0 else { return nil }
            budget -= 1
            guard let (broken, count) = await run(fixed + candidate), broken.invariant == invariant else {
                return nil
            }
            return count - fixed.count
        }
        var chunk = max(1, steps.count / 2)
        while budget > 0 {
            var index = 0
            var dropped = false
            while index < steps.count, budget > 0 {
                var candidate = steps
                candidate.removeSubrange(index..<min(steps.count, index + chunk))
                if let count = await breaks(candidate) {
                    steps = Array(candidate.prefix(count))
                    dropped = true
                } else {
                    index += chunk
                }
            }
            if !dropped {
                guard chunk > 1 else { break }
                chunk /= 2
            }
        }
        for index in steps.indices {
            for simpler in Self.simpler(steps[index]) {
                var candidate = steps
                candidate[index] = simpler
                if await breaks(candidate) != nil {
                    steps = candidate
                    break
                }
            }
        }
        return fixed + steps
    }

    /// Simpler forms of a step, simplest first: a shorter text, a shorter wait.
    private static func simpler(_ command: ScriptCommand) -> [ScriptCommand] {
        switch command {
        case .type(let text) where text.count > 1:
            [.type(String(text.prefix(1))), .type(String(text.prefix(text.count / 2)))]
        case .advance(let duration) where duration > .milliseconds(1):
            [.advance(.milliseconds(1)), .advance(duration / 2)]
        default: []
        }
    }
}

extension Explorer {
    /// How many keys a step draws, at most, to find one that means something on the screen.
    static var keyDraws: Int { 24 }

    /// The waits a step may let pass, in milliseconds: shorter and longer than a debounce, a timeout.
    static var waits: [Int] { [1, 50, 299, 300, 1000, 5000, 30_000] }

    /// Every named key and the printable ASCII characters.
    public static var everyKey: [Key] {
        Key.names.compactMap(Key.init(name:)) + (33...126).map { .character(Character(UnicodeScalar($0)!)) }
    }

    /// Texts a person types or pastes: short and long, wide (Korean, emoji), numbers that are not, and
    /// hostile ones (control, bidirectional and invisible characters, quotes).
    public static var typedTexts: [String] {
        [
            "a", "Lamp", "에어팟 프로", "👩‍💻📷", String(repeating: "가", count: 120),
            String(repeating: "x", count: 400), "12000", "-5", "1e9", "１２３", "0x1F",
            "\u{202E}evil\u{202C}", "zero\u{200B}width", "bell\u{07}", "tab\there", "\"quoted\" \\ back",
        ]
    }
}
