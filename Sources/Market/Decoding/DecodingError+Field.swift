extension DecodingError {
    /// The path of the field that failed, e.g. `pages[3].price`; empty when the whole document failed.
    var fieldPath: String {
        var path = ""
        for key in context.codingPath + trailingKey {
            if let index = key.intValue {
                path += "[\(index)]"
            } else {
                path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return path
    }

    /// What was wrong, in a few words and without a final period.
    var reason: String {
        switch self {
        case .keyNotFound: "is missing"
        case .valueNotFound(let type, _): "is null (expected \(type))"
        case .typeMismatch(let type, _): "has the wrong type (expected \(type))"
        case .dataCorrupted(let context) where context.codingPath.isEmpty: "is not valid JSON"
        case .dataCorrupted(let context):
            context.debugDescription.last == "."
                ? String(context.debugDescription.dropLast()) : context.debugDescription
        @unknown default: "is invalid"
        }
    }

    private var context: Context {
        switch self {
        case .keyNotFound(_, let context), .valueNotFound(_, let context), .typeMismatch(_, let context),
            .dataCorrupted(let context):
            context
        @unknown default: Context(codingPath: [], debugDescription: "")
        }
    }

    /// The missing key itself, which a `keyNotFound` error keeps outside its coding path.
    private var trailingKey: [any CodingKey] {
        if case .keyNotFound(let key, _) = self { [key] } else { [] }
    }
}
