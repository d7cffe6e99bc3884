import Foundation
import Testing

/// The README's example is this package's `ReadmeExampleTests.swift`, word for word, so the
/// documentation compiles and passes like any test and cannot rot.
@Test func readmeShowsTheCompiledExample() throws {
    let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let readme = try String(contentsOf: tests.appendingPathComponent("../../README.md"), encoding: .utf8)
    let example = try String(
        contentsOf: tests.appendingPathComponent("ReadmeExampleTests.swift"), encoding: .utf8)
    #expect(readme.contains("```swift\n" + example + "```"))
}

/// Every product the README's table of uses names is a library of `Package.swift`.
@Test func readmeNamesOnlyProductsThePackageDeclares() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..")
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let package = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let table = readme.components(separatedBy: "| use | your target | your tests | what they give |\n")
    try #require(table.count == 2, "the README has one table of uses")
    let rows = table[1].split(separator: "\n").dropFirst().prefix { $0.hasPrefix("|") }
    let products = rows.flatMap { row in
        row.split(separator: "|").dropFirst().prefix(2).flatMap { $0.split(separator: ",") }
            .map {
                $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(
                    in: CharacterSet(charactersIn: "`"))
            }
    }
    #expect(products.count == 14)
    for product in products {
        #expect(package.contains(".library(name: \"\(product)\""), "\(product) is not a product")
    }
}
