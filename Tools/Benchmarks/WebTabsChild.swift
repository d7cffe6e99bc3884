import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `openmarket-bench --web-tabs PORT COUNT`, the child of `WebScaleBenchmark`: opens COUNT pages on
/// one kept-alive connection, joins each page's WebSocket and keeps them all open; prints `held N`,
/// then waits until its stdin closes (its parent went) and exits.
enum WebTabsChild {
    static func run(port: Int, count: Int) -> Never {
        #if canImport(Glibc)
            let descriptors = Int32(RLIMIT_NOFILE.rawValue)
        #else
            let descriptors = RLIMIT_NOFILE
        #endif
        var limit = rlimit()
        getrlimit(descriptors, &limit)
        limit.rlim_cur = limit.rlim_max
        setrlimit(descriptors, &limit)
        var tabs: [WebTab] = []
        tabs.reserveCapacity(count)
        while tabs.count < count {
            guard let page = WebTab.open(port), let tab = WebTab(page, port: port) else { break }
            tabs.append(tab)
        }
        FileHandle.standardOutput.write(Data("held \(tabs.count)\n".utf8))
        var byte: UInt8 = 0
        while read(0, &byte, 1) > 0 {}
        exit(0)
    }
}
