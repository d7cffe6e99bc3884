import TextUI

/// One line of a scenario script.
public enum ScriptCommand: Equatable, Sendable {
    case size(TerminalSize)
    case lang(String)
    case launch
    case settle
    case key(Key)
    case type(String)
    case attach(path: String)
    case advance(Duration)
    /// A fault of the app's services, by the name the app gives it (`TextApp.faults`): the next
    /// market answer fails, say.
    case fault(String)
    case expect(String)
    case expectNot(String)
    case print
    case snapshot(name: String)
}

extension ScriptCommand {
    /// Whether the command needs `launch` to have run.
    var needsLaunchedApp: Bool {
        switch self {
        case .size, .lang, .launch, .fault: false
        default: true
        }
    }
}
