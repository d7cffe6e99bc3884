/// A foreground colour a terminal cell can be drawn in.
public enum Color: String, Sendable, Hashable, CaseIterable {
    case black, red, green, yellow, blue, magenta, cyan, white, gray, orange
}
