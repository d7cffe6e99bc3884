import Foundation

/// A recorded session: JSON Lines, readable and diffable. Line 1 is the header; each further line is
/// one step, in the order the loop reduced them:
///
/// ```text
/// {"app":"case-studies","format":1,"screen":{"height":24,"width":80}}
/// {"effects":[],"event":{"openSelected":{}},"ms":1200,"state":"9f3c0b1a2d4e5f60"}
/// ```
///
/// Events and effects are written with their `Codable` conformance, so a value an app keeps secret
/// must encode itself masked. Lines are numbered from 1 in every error.
public struct Recording<Event, Effect> {
    public var header: RecordingHeader
    public var steps: [RecordedStep<Event, Effect>]

    public init(header: RecordingHeader, steps: [RecordedStep<Event, Effect>] = []) {
        self.header = header
        self.steps = steps
    }

    /// The line of the file that holds step `index` (from 0): the header is line 1.
    public static func line(ofStep index: Int) -> Int { index + 2 }
}

extension Recording where Event: Encodable, Effect: Encodable {
    /// The recording as its file holds it, a newline after every line.
    public var text: String {
        get throws {
            var lines = [try RecordingLine.encode(header)]
            for step in steps { lines.append(try RecordingLine.encode(step)) }
            return lines.map { $0 + "\n" }.joined()
        }
    }
}

extension Recording where Event: Decodable, Effect: Decodable {
    /// Reads a recording's text; with `program`, only a recording that program made (its header's
    /// `app`), refused at the header before any step is read.
    /// - Throws: `RecordingError` naming the first line that is not a header or a step of this app,
    ///   or the limit the text passes (`RecordingLimits`).
    public init(
        parsing text: String, of program: String? = nil, limits: RecordingLimits = .standard
    ) throws(RecordingError) {
        guard text.utf8.count <= limits.maxFileBytes else {
            throw RecordingError(
                line: nil, "the recording is over \(limits.maxFileBytes) bytes, the most one may hold")
        }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        guard let first = lines.first else {
            throw RecordingError(line: 1, "the recording is empty: no header")
        }
        guard lines.count - 1 <= limits.maxSteps else {
            throw RecordingError(
                line: Self.line(ofStep: limits.maxSteps),
                "the recording has \(lines.count - 1) steps, over the \(limits.maxSteps) one may hold")
        }
        let header = try RecordingLine.decode(RecordingHeader.self, from: first, line: 1, limits: limits)
        guard header.format == RecordingHeader.currentFormat else {
            throw RecordingError(
                line: 1,
                "format \(header.format) is not one this version reads (\(RecordingHeader.currentFormat))")
        }
        if let program, header.app != program {
            throw RecordingError(
                line: 1, "'app' is '\(header.app)': a recording of \(header.app), not of \(program)")
        }
        var steps: [RecordedStep<Event, Effect>] = []
        for (index, line) in lines.dropFirst().enumerated() {
            steps.append(
                try RecordingLine.decode(
                    RecordedStep<Event, Effect>.self, from: line, line: Self.line(ofStep: index),
                    limits: limits))
        }
        self.init(header: header, steps: steps)
    }
}

/// A line of a recording that cannot be read: which line (nil: the whole file), and what is wrong.
public struct RecordingError: Error, Equatable, Sendable, CustomStringConvertible {
    public var line: Int?
    public var message: String

    public init(line: Int?, _ message: String) {
        self.line = line
        self.message = message
    }

    public var description: String { line.map { "line \($0): \(message)" } ?? message }
}
