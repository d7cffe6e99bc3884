import Foundation

/// The runs that workers sharing an explore (`ExploreShard`) found failing, shared through a folder:
/// each worker writes the first run it found failing to a file of its own before it shrinks it, and
/// reads the others' before each run, to stop once a run before it has failed. Only a lower run can be
/// the one reported, so the failure found is the same whatever the number of workers, sooner.
struct ExploreFindings {
    /// The folder of the files, one a worker (`found-INDEX`), each holding a run's number.
    let folder: URL
    /// The worker writing.
    let worker: Int

    /// The most bytes read of a file: a run's number.
    private static let maximumBytes = 20

    /// Notes that run `run` failed.
    func found(run: Int) {
        try? Data("\(run)".utf8).write(to: folder.appendingPathComponent("found-\(worker)"))
    }

    /// The lowest run any worker found failing; nil when none did.
    func lowest() -> Int? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasPrefix("found-") }.compactMap { name in
            guard let handle = try? FileHandle(forReadingFrom: folder.appendingPathComponent(name)) else {
                return nil
            }
            defer { try? handle.close() }
            let data = (try? handle.read(upToCount: Self.maximumBytes)) ?? Data()
            return Int(String(decoding: data, as: UTF8.self))
        }.min()
    }
}
