import ChildProcesses
import Foundation
import Testing

/// No credential is committed to the repository.
///
/// The scan reads every tracked file (`git ls-files`, from the root found through this file's path;
/// every file under the root but `.build` and `.git` when git is not there) as UTF-8 text, skipping
/// files that are not, and looks for:
/// 1. a UUID whose version field is `11ec` (`xxxxxxxx-xxxx-11ec-xxxx-xxxxxxxxxxxx`): the time-based
///    UUIDs the academy issued as vendor identifiers and passwords in 2021–2022;
/// 2. in `Sources/` and `Tools/`, a string literal assigned to or passed as something named
///    `…identifier…`, `…password…` or `…secret…` (`password = "…"`, `identifier: "…"`), unless it is
///    empty, an environment variable's name (`OPENMARKET_PASSWORD`), or a value the README gives for the
///    embedded demo market (`1234`, `demo-vendor`) or that says it is one (`test`, `demo`, `example`);
/// 3. in `Sources/` and `Tools/`, a literal set as the `identifier` HTTP header.
@Suite("No credentials in the repository")
struct RepositorySecretsTests {
    static let academyUUID = #"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-11[eE][cC]-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"#
    static let credentialLiteral =
        #"(?i)\b[A-Za-z_]*(identifier|password|secret)[A-Za-z_]*\s*[:=]\s*"([^"\\\n]*)""#
    static let identifierHeader = #"setValue\(\s*"([^"]+)"\s*,\s*forHTTPHeaderField:\s*"identifier""#
    static let allowedValues: Set<String> = ["", "1234", "demo-vendor"]
    static let allowedWords = ["test", "demo", "example", "sample", "fake"]

    /// What looks like a credential in `text`, the file at `path` (relative to the root).
    static func findings(in text: String, path: String) -> [String] {
        // A pattern runs line by line only in a file holding the words it needs (compared in lower
        // case), as the regex engine costs milliseconds a file and most files hold none of them.
        let lowercased = Data(text.lowercased().utf8)
        let holds = { (word: String) in lowercased.range(of: Data(word.utf8)) != nil }
        let mayHoldUUID = holds("-11ec-")
        let isCode = path.hasPrefix("Sources/") || path.hasPrefix("Tools/")
        let mayHoldLiteral = isCode && ["identifier", "password", "secret"].contains(where: holds)
        let mayHoldHeader = isCode && holds("forhttpheaderfield")
        guard mayHoldUUID || mayHoldLiteral || mayHoldHeader else { return [] }
        let academyUUID = try! Regex(academyUUID)
        let credentialLiteral = try! Regex(credentialLiteral)
        let identifierHeader = try! Regex(identifierHeader)
        var found: [String] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let place = "\(path):\(number + 1)"
            if mayHoldUUID, let match = line.firstMatch(of: academyUUID) {
                found.append("\(place): an academy-style UUID \(line[match.range])")
            }
            // Both patterns below match a quoted literal: a line without a quote is not searched.
            guard mayHoldLiteral || mayHoldHeader, line.utf8.contains(UInt8(ascii: "\"")) else { continue }
            for match in line.matches(of: credentialLiteral) {
                guard let value = match.output[2].substring.map(String.init), !isAllowed(value) else {
                    continue
                }
                found.append("\(place): a literal credential \"\(value)\"")
            }
            if let match = line.firstMatch(of: identifierHeader), let value = match.output[1].substring {
                found.append("\(place): a literal identifier header \"\(value)\"")
            }
        }
        return found
    }

    static func isAllowed(_ value: String) -> Bool {
        allowedValues.contains(value) || value.allSatisfy { $0.isUppercase || $0.isNumber || $0 == "_" }
            || allowedWords.contains { value.lowercased().contains($0) }
    }

    /// The tracked files, relative to the root.
    static func trackedFiles() -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", Paths.repositoryRoot.path, "ls-files", "-z"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        if (try? process.runBoundToParent()) != nil {
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitForExit()
            if process.terminationStatus == 0 {
                return String(decoding: data, as: UTF8.self).split(separator: "\0").map(String.init)
            }
        }
        let root = Paths.repositoryRoot.standardizedFileURL.path + "/"
        let walker = FileManager.default.enumerator(atPath: root)
        var files: [String] = []
        while let path = walker?.nextObject() as? String {
            if path.hasPrefix(".build") || path.hasPrefix(".git") || path.hasPrefix(".swiftpm") {
                walker?.skipDescendants()
                continue
            }
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + path, isDirectory: &isFolder),
                !isFolder.boolValue
            {
                files.append(path)
            }
        }
        return files
    }

    @Test("no tracked file holds an academy identifier, a literal credential or a literal identifier header")
    func noCredentials() throws {
        let files = Self.trackedFiles()
        #expect(files.count > 50)
        #expect(files.contains("Package.swift"))
        var scanned = 0
        var found: [String] = []
        for path in files {
            guard
                let data = FileManager.default.contents(
                    atPath: Paths.repositoryRoot.appendingPathComponent(path).path),
                let text = String(data: data, encoding: .utf8)
            else { continue }
            scanned += 1
            found += Self.findings(in: text, path: path)
        }
        #expect(scanned > 50)
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    @Test("the scan finds a planted credential of each kind, and lets demo values and names through")
    func scanFindsPlantedCredentials() {
        // Built here, so this file itself holds no academy-style UUID for the scan to find.
        let uuid = ["cd706a3e", "66db", "11" + "ec", "9626", "796401f2341a"].joined(separator: "-")
        let planted = """
            let identifier = "\(uuid)"
            let vendorPassword = "rF8s!2kq"
            request.setValue("abc-123", forHTTPHeaderField: "identifier")
            VendorCredentials(vendorID: 7, identifier: "x9-live", password: "hunter2")
            """
        let found = Self.findings(in: planted, path: "Sources/Market/Leak.swift")
        #expect(found.count == 6, "\(found)")
        let harmless = """
            public static let passwordVariable = "OPENMARKET_PASSWORD"
            public static let defaultPassword = "1234"
            let identifier = environment["OPENMARKET_IDENTIFIER"] ?? "demo-vendor"
            password: "test-password"
            """
        #expect(Self.findings(in: harmless, path: "Sources/TextFrontEnd/Demo.swift").isEmpty)
        #expect(Self.findings(in: "let password = \"hunter2\"", path: "Tests/X/Y.swift").isEmpty)
    }
}
