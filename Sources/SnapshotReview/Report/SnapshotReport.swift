import HTMLUI
import TextSnapshot
import TextUI

/// `snapshots report`: one self-contained HTML page with every pending change, the reference beside
/// the new output drawn as the terminal draws them (web page snapshots as pages), the line diff, and
/// a toggle that marks the cells that differ. It needs no network and no script: keep it as a CI
/// artifact or open it in a browser.
public enum SnapshotReport {
    public static func html(for snapshots: [PendingSnapshot]) -> String {
        let counts = PendingSnapshot.Kind.allCases.map { kind in
            "\(snapshots.filter { $0.kind == kind }.count) \(kind.rawValue)"
        }
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>Snapshot changes</title>
            <style>\(stylesheet)</style>
            </head>
            <body>
            <h1>Snapshot changes: \(counts.joined(separator: ", "))</h1>
            <p><label><input type="checkbox" id="show-differences"> Mark the cells that differ</label></p>

            """
        if snapshots.isEmpty { html += "<p>No snapshot is pending.</p>\n" }
        for snapshot in snapshots { html += section(for: snapshot) }
        return html + "</body>\n</html>\n"
    }

    private static func section(for snapshot: PendingSnapshot) -> String {
        let title = HTMLRenderer.escapeAttribute("\(snapshot.kind.rawValue): \(snapshot.path)")
        var html =
            "<section class=\"snapshot\" data-kind=\"\(snapshot.kind.rawValue)\">\n<h2>\(title)</h2>\n<div class=\"sides\">\n"
        html += side("Reference", snapshot.reference, other: snapshot.actual, isPage: snapshot.path.isPage)
        html += side("New output", snapshot.actual, other: snapshot.reference, isPage: snapshot.path.isPage)
        html += "</div>\n"
        if let reference = snapshot.reference {
            let diff = LineDiff.render(
                expected: String(FrameSnapshotSection.readablePart(of: reference)),
                actual: String(FrameSnapshotSection.readablePart(of: snapshot.actual)))
            let lines = diff.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                let kind = line.hasPrefix("−") ? "removed" : line.hasPrefix("+") ? "added" : "same"
                return "<span class=\"\(kind)\">\(HTMLRenderer.escapeAttribute(String(line)))</span>"
            }
            html += "<details open><summary>Line diff</summary><pre class=\"diff\">"
            html += lines.joined(separator: "\n") + "</pre></details>\n"
        }
        return html + "</section>\n"
    }

    private static func side(_ label: String, _ text: String?, other: String?, isPage: Bool) -> String {
        "<figure class=\"side\"><figcaption>\(label)</figcaption>\n"
            + drawing(of: text, label: label, other: other, isPage: isPage) + "</figure>\n"
    }

    /// One side's content: the frame as the terminal draws it, the page, or the raw text.
    private static func drawing(of text: String?, label: String, other: String?, isPage: Bool) -> String {
        guard let text else { return "<p class=\"none\">No reference yet: a new snapshot.</p>\n" }
        if isPage {
            return
                "<iframe sandbox=\"\" title=\"\(label)\" srcdoc=\"\(HTMLRenderer.escapeAttribute(text))\"></iframe>\n"
        }
        guard let frame = try? Frame(snapshotText: text) else {
            return "<pre class=\"text\">\(HTMLRenderer.escapeAttribute(text))</pre>\n"
        }
        return FrameHTML.render(frame, comparedWith: other.flatMap { try? Frame(snapshotText: $0) }) + "\n"
    }

    private static let stylesheet = """
        body { font-family: system-ui, sans-serif; margin: 1.5rem; background: #fafafa; color: #222; }
        .sides { display: flex; flex-wrap: wrap; gap: 1.5rem; align-items: flex-start; }
        figure { margin: 0; }
        figcaption { font-weight: bold; margin-bottom: 0.3rem; }
        pre.frame { background: \(FrameHTML.defaultBackground); color: \(FrameHTML.defaultForeground);
          font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; line-height: 1.15; padding: 0.5rem;
          margin: 0; }
        iframe { width: 420px; height: 640px; border: 1px solid #888; background: white; }
        pre.diff .removed { color: #b00020; }
        pre.diff .added { color: #006b2e; }
        body:has(#show-differences:checked) pre.frame .changed { outline: 1px solid #ff00ff; background-color: #5a1f5a; }
        section { border-top: 1px solid #ccc; padding-top: 1rem; margin-top: 1rem; }
        """
}
