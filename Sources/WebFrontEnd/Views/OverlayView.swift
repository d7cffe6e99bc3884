import HTMLUI
import Screens

/// What is presented over the screen: the alert, the action sheet and the delete password prompt.
/// The prompt's field is `type=password` and never holds the typed text: it carries `value=""` only
/// while the password is empty, so a refused password is cleared and nothing is ever written back.
enum OverlayView {
    static func overlay(_ view: AppViewState) -> HTMLNode {
        Tag.div(.id("overlay")) {
            if let sheet = view.detailScreen?.delete?.actionSheet { actionSheet(sheet) }
            if let prompt = view.detailScreen?.delete?.passwordPrompt { passwordPrompt(prompt) }
            if let alert = view.alert { self.alert(alert) }
        }
    }

    private static func alert(_ alert: AlertViewState) -> HTMLNode {
        Tag.div(
            .id("alert"), .class("dialog"), .role("alertdialog"), .aria("modal", "true"),
            .aria("labelledby", "alert-title"), .aria("describedby", "alert-message")
        ) {
            Tag.h2(.id("alert-title")) { alert.title }
            Tag.p(.id("alert-message")) { alert.message }
            Tag.div(.class("buttons")) {
                if let retry = alert.retry {
                    Tag.button(.type("button"), .event(.alertRetry)) { retry }
                }
                Tag.button(.type("button"), .event(.alertDismiss)) { alert.dismiss }
            }
        }
    }

    private static func actionSheet(_ sheet: ActionSheetViewState) -> HTMLNode {
        Tag.div(
            .id("action-sheet"), .class("dialog sheet"), .role("dialog"), .aria("modal", "true"),
            .aria("labelledby", "sheet-title")
        ) {
            Tag.h2(.id("sheet-title")) { sheet.title }
            for (segment, action) in zip(sheet.actions, ProductAction.allCases) {
                Tag.button(
                    .type("button"), .event(.action),
                    .data("action", action == .edit ? "edit" : "delete")
                ) {
                    segment.title
                }
            }
            Tag.button(.type("button"), .event(.back)) { sheet.cancel }
        }
    }

    private static func passwordPrompt(_ prompt: PasswordPromptViewState) -> HTMLNode {
        let emptied: [Attribute] = prompt.maskedText.isEmpty ? [.value("")] : []
        return Tag.div(
            .id("password-prompt"), .class("dialog"), .role("dialog"), .aria("modal", "true"),
            .aria("labelledby", "prompt-title")
        ) {
            Tag.h2(.id("prompt-title")) { prompt.title }
            Tag.label(.for("password")) { prompt.placeholder }
            HTMLNode.element(
                .input,
                [
                    .id("password"), .type("password"), .name("password"), .event(.password),
                    Attribute("autocomplete", "current-password"), .data("enter", "password-confirm"),
                ] + emptied + (prompt.isVerifying ? [.disabled] : []), [])
            Tag.p(.id("password-error"), .class("tone-error"), .aria("live", "polite")) {
                prompt.isVerifying ? prompt.verifyingText : (prompt.error ?? "")
            }
            Tag.div(.class("buttons")) {
                Tag.button(.id("password-confirm"), .type("button"), .event(.passwordConfirm)) {
                    prompt.confirm
                }
                Tag.button(.type("button"), .event(.back)) { prompt.cancel }
            }
        }
    }
}
