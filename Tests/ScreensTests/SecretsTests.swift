import Foundation
import Loop
import LoopTesting
import Market
import MarketTestSupport
import Recording
import Screens
import Testing

@MainActor
@Suite("Secrets")
struct SecretsTests {
    let secrets = [AppDriver.credentials.password, AppDriver.credentials.identifier]

    /// Every way a value turns into text in a log, a failing test or a debugger.
    nonisolated static func renderings(_ value: Any) -> [String] {
        SecretSearch.printed(value) + [StructuralDiff.describe(value)]
    }

    @Test("the identifier and password appear in no state, view state, effect or event of a whole run")
    func neverShown() async throws {
        let driver = try await Journey.recorded.value
        let password = AppDriver.credentials.password
        #expect(
            driver.states.contains {
                $0.path.first?.screen(ProductDetailState.self)?.delete?.passwordPrompt?.password.revealed
                    == password
            })
        let lookUp = AppDestination.Effect.detail(
            .delete(.lookUpDeletionSecret(productID: 241, password: SecretText(password))))
        #expect(
            driver.handler.effects.contains {
                if case .path(.element(_, lookUp)) = $0 { true } else { false }
            })
        let deleted = AppDestination.Event.detail(.delete(.deleted(productID: 241)))
        #expect(
            driver.handler.answers.contains {
                if case .path(.element(_, deleted)) = $0 { true } else { false }
            })
        let values: [any Sendable] =
            driver.states + driver.viewStates + driver.handler.effects + driver.handler.answers + driver.sent
        #expect(values.count > 100)
        // Turned into text off the main actor, which every loop of the suite shares.
        let search = SecretSearch(secrets: [
            ("password", password), ("identifier", AppDriver.credentials.identifier),
        ])
        let findings = await search.leaks(in: values) { index, value in
            Self.renderings(value).map { ("value \(index)", $0) }
        }
        #expect(findings.textsSearched == 4 * values.count)
        #expect(findings.leaks.isEmpty, "\(Set(findings.leaks).sorted().prefix(10))")
    }

    @Test(
        "no password, identifier or deletion secret of a whole run reaches its JSON (events, effects, states as a recording digests them): the bullets do"
    )
    func neverEncoded() async throws {
        let driver = try await Journey.recorded.value
        let log = driver.reductions
        let encoder = JSONEncoder()
        let lines = try log.events.map(encoder.encode) + log.effects.map(encoder.encode)
        let json = lines.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n")
        let deletionSecrets = log.events.compactMap { event in
            if case .path(.element(_, let event)) = event,
                case .delete(.deletionSecretFound(_, let secret))? = event.detail
            {
                secret.revealed
            } else {
                nil
            }
        }
        #expect(deletionSecrets.count == 1)
        #expect(deletionSecrets.allSatisfy { $0.count >= 8 })
        // Counted, not compared: a failure must not print the JSON, which would then hold a secret.
        let leaks = (secrets + [Journey.wrongPassword] + deletionSecrets).filter(json.contains)
        #expect(leaks.count == 0)
        // Typed, then sent to be proved: the wrong password (16 characters) and the right one (17).
        for count in [16, 17] {
            let bullets = String(repeating: "•", count: count)
            let typed = json.contains(#"{"passwordChanged":{"_0":"\#(bullets)"}}"#)
            let sent = json.contains(#""password":"\#(bullets)""#)
            #expect(typed && sent, "\(count) bullets")
        }
        // Every state as a recording digests it: the prompt holds the bullets, never the password.
        let states = try driver.states.map { String(decoding: try StateDigest.encoded($0), as: UTF8.self) }
        #expect(states.count > 50)
        let stateLeaks = (secrets + [Journey.wrongPassword] + deletionSecrets).filter { secret in
            states.contains { $0.contains(secret) }
        }
        #expect(stateLeaks.count == 0)
        for count in [16, 17] {
            let prompt = #""password":"\#(String(repeating: "•", count: count))""#
            #expect(states.contains { $0.contains(prompt) }, "\(count) bullets")
        }
    }

    @Test("a typed password shows only as bullets, in the prompt and in every rendering of the state")
    func passwordMasked() throws {
        let secret = SecretText("hunter2")
        #expect(String(describing: secret) == "•••••••")
        #expect(String(reflecting: secret) == "SecretText(•••••••)")
        #expect(secret.revealed == "hunter2")
        var state = AppScenario.onOwnedDetail()
        AppScenario.reduce(
            &state, .detail(.actionsTapped, on: 1), .detail(.actionChosen(.delete), on: 1),
            .detail(.delete(.passwordChanged(secret)), on: 1))
        #expect(state.viewState.detailScreen?.delete?.passwordPrompt?.maskedText == "•••••••")
        let effects = AppFeature().reduce(&state, .detail(.delete(.passwordSubmitted), on: 1))
        #expect(
            effects == [
                .detail(
                    .delete(.lookUpDeletionSecret(productID: AppScenario.ownedID, password: secret)), on: 1)
            ])
        let texts = [
            state, state.viewState, effects, AppEvent.detail(.delete(.passwordChanged(secret)), on: 1),
        ]
        .flatMap(Self.renderings)
        #expect(!texts.contains { $0.contains("hunter2") })
        let encoded = String(decoding: try StateDigest.encoded(state), as: UTF8.self)
        #expect(!encoded.contains("hunter2"))
        #expect(encoded.contains(#""password":"•••••••""#))
    }
}
