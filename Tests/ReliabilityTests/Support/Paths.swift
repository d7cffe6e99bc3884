import Foundation

/// Where the repository and its real server payloads are, found from this file's own path.
enum Paths {
    /// The package root: `Tests/ReliabilityTests/Support/Paths.swift`, four levels up.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The real payloads kept for the market's decoding tests (provenance in their `SOURCES.md`).
    static let samples = repositoryRoot.appendingPathComponent("Tests/MarketTests/Samples")

    /// The scenario scripts' folder, whose `fixtures/` hold real PNG files.
    static let scenarios = repositoryRoot.appendingPathComponent("Tests/Scenarios")

    /// The file names of every sample payload, sorted.
    static let sampleNames: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: samples.path)) ?? [])
        .filter { $0.hasSuffix(".json") }.sorted()

    static func sample(_ name: String) throws -> Data {
        try Data(contentsOf: samples.appendingPathComponent(name))
    }
}
