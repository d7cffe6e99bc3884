import CaseStudies
import Testing
import TextDriver
import TextDriverTesting

/// The to-do list never holds a to-do without a title: what a person adds is what they typed.
let todosHaveTitles = ExploreInvariant<RootState>("every to-do has a title") { state, _, _ in
    for case .todos(let todos) in state.path {
        if let empty = todos.todos.first(where: { $0.title.allSatisfy(\.isWhitespace) }) {
            return "to-do \(empty.id) has no title"
        }
    }
    return nil
}

@MainActor
@Test func theCaseStudiesKeepTheirInvariants() async {
    await assertExplores(runs: 10, steps: 30, seed: 2022, invariants: [todosHaveTitles]) {
        CaseStudiesTextApp()
    }
}

/// A promise the counter does not keep, to see what a failure looks like.
let countStaysBelowFour = ExploreInvariant<RootState>("the count stays below 4") { state, _, _ in
    for case .counter(let counter) in state.path where counter.count >= 4 {
        return "the count is \(counter.count)"
    }
    return nil
}

@MainActor
@Test func aFailureIsShrunkToTheKeysThatCauseIt() async throws {
    var explorer = Explorer(invariants: [countStaysBelowFour]) { CaseStudiesTextApp() }
    explorer.seed = 2022
    let failure = try #require(await explorer.explore())
    #expect(failure.invariant == "the count stays below 4")
    #expect(failure.message == "the count is 4")
    let plus = ScriptCommand.key(.character("+"))
    #expect(failure.commands.drop { $0 != .launch }.dropFirst() == [.key(.enter), plus, plus, plus, plus])
    #expect(failure.script.hasSuffix("size 80x24\nlaunch\nkey enter\nkey +\nkey +\nkey +\nkey +\n"))
}
