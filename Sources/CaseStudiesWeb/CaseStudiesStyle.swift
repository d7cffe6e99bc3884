import Foundation

/// The case studies' style sheet, a resource file of this module (`Resources/case-studies.css`):
/// plain, readable, controls at least 44 px high.
enum CaseStudiesStyle {
    static let path = "/case-studies.css"

    /// The style sheet's text, read once.
    static let source: String = {
        guard let url = Bundle.module.url(forResource: "case-studies", withExtension: "css"),
            let text = try? String(contentsOf: url, encoding: .utf8)
        else { preconditionFailure("the resource case-studies.css is missing from CaseStudiesWeb's bundle") }
        return text
    }()
}
