import Foundation
import Loop
import Market

/// The embedded Open Market server: the same endpoints and rules as the real one, in memory, seeded
/// and deterministic. The demo and the tests run on it.
///
/// It keeps vendor ownership (only the owner edits or deletes), the two-step delete (secret lookup,
/// then delete), the paging arithmetic of docs/Contract.md §4.2 (in its `ProductStore`) and the rules
/// of §7, and answers a refusal as the real server does (`MarketError.server` with status 400).
/// Latency and failures can be injected to exercise error paths; latency waits on the injected clock,
/// so tests never sleep. One market may serve many clients at once (every tab of the web app, every
/// session of a process): what one registers, edits or deletes, all see, and are told at once
/// (`updates`). `persisted(in:…)` keeps it in a file across restarts.
public actor InMemoryMarket {
    private var store: ProductStore
    /// The file every change is appended to, when the market is kept in a file.
    private var log: MarketLog?
    /// The compaction of the data file under way, if any.
    private var compaction: Task<Void, Never>?
    private let accounts: AccountBook
    private let rules: ProductRules
    private let clock: any Clock<Duration>
    private let secretSalt: UInt64
    private var faults: FaultInjection
    /// Where the market tells every change it made (registered, edited, deleted) to those watching it.
    public nonisolated let updates = MarketUpdates()

    /// A market of `productCount` seeded products, with the demo's photographs when `photos` (else
    /// squares of one colour, what the tests see).
    public init(
        seed: UInt64 = 2022, productCount: Int = 240, photos: Bool = false,
        accounts: [VendorCredentials] = [],
        rules: ProductRules = .standard,
        clock: any Clock<Duration> = ContinuousClock(), latency: Duration = .zero
    ) {
        self.init(
            store: ProductStore(Catalogue.memoized(seed: seed, count: productCount, photos: photos)),
            log: nil,
            seed: seed,
            accounts: accounts, rules: rules, clock: clock, latency: latency)
    }

    private init(
        store: ProductStore, log: MarketLog?, seed: UInt64,
        accounts: [VendorCredentials],
        rules: ProductRules, clock: any Clock<Duration>, latency: Duration
    ) {
        self.store = store
        self.log = log
        self.accounts = AccountBook(accounts)
        self.rules = rules
        self.clock = clock
        secretSalt = seed
        faults = FaultInjection(latency: latency)
    }

    /// A market kept in the file at `url`: the one the file holds, or, when there is no file yet, the
    /// catalogue of `seed` (the file is created). Every change is appended to the file and flushed to
    /// the disk before it is answered; the file is compacted in the background (`MarketLog`).
    /// - Throws: `MarketDataError` when the file exists but cannot be read as a market's data (the file
    ///   is left untouched), or when it could not be written (its folder missing or not writable).
    public static func persisted(
        in url: URL, seed: UInt64 = 2022, productCount: Int = 240, photos: Bool = false,
        accounts: [VendorCredentials] = [],
        rules: ProductRules = .standard, clock: any Clock<Duration> = ContinuousClock(),
        latency: Duration = .zero
    ) throws(MarketDataError) -> InMemoryMarket {
        let (log, store) = try MarketLog.open(url, seed: seed, productCount: productCount, photos: photos)
        return InMemoryMarket(
            store: store, log: log, seed: log.seed,
            accounts: accounts,
            rules: rules, clock: clock, latency: latency)
    }

    /// A client acting for one vendor, as `HTTPMarketClient` does for a real server, whose calls wait
    /// out the market's latency on `clock` (a session's manual clock), else on the market's own.
    public nonisolated func client(
        for credentials: VendorCredentials, clock: (any Clock<Duration>)? = nil
    ) -> some MarketClient {
        InMemoryMarketClient(market: self, credentials: credentials, clock: clock)
    }

    /// The number of products on sale.
    public var productCount: Int { store.ids.count }

    /// Waits for the compaction of the data file under way, if any, to end (tests and benchmarks).
    public func compacted() async {
        await compaction?.value
    }

    // MARK: Fault injection

    /// Makes the next `count` calls fail with `error`.
    public func failNext(
        _ count: Int, with error: MarketError = .server(status: 500, message: "injected failure")
    ) {
        faults.failNext(count, with: error)
    }

    /// Makes the next `count` calls answer `delay` later than the latency, on the clock they wait on.
    public func delayNext(_ count: Int, by delay: Duration) {
        faults.delayNext(count, by: delay)
    }

    /// Makes a seeded share of calls (0 to 1) fail with a 500.
    public func setFailureRate(_ rate: Double, seed: UInt64 = 1) {
        faults.setFailureRate(rate, seed: seed)
    }

    /// Delays every answer by `latency` on the market's clock.
    public func setLatency(_ latency: Duration) {
        faults.latency = latency
    }

    // MARK: Endpoints

    func healthCheck(on clock: (any Clock<Duration>)?) async throws(MarketError) {
        try await admit(on: clock)
    }

    func page(number: Int, itemsPerPage: Int, matching search: String?, on clock: (any Clock<Duration>)?)
        async throws(MarketError) -> ProductPage
    {
        try await admit(on: clock)
        return try store.page(number: number, itemsPerPage: itemsPerPage, matching: search)
    }

    func detail(id: Int, on clock: (any Clock<Duration>)?) async throws(MarketError) -> ProductDetail {
        try await admit(on: clock)
        return try store.detail(id: id)
    }

    func register(
        _ draft: ProductDraft, identifier: String, password: String, on clock: (any Clock<Duration>)?
    ) async throws(MarketError) -> ProductDetail {
        try await admit(on: clock)
        let account = try authenticated(identifier, password: password)
        if let violation = rules.violations(of: draft).first {
            throw .server(status: 400, message: violation.description)
        }
        let vendor = Catalogue.vendor(id: account.vendorID) ?? Vendor(id: account.vendorID, name: "vendor")
        let registered = try change(.registered(draft, vendorID: vendor.id, vendorName: vendor.name)) {
            $0.register(draft, by: vendor)
        }
        await updates.publish(.registered(registered))
        return registered
    }

    func edit(
        id: Int, _ edit: ProductEdit, identifier: String, password: String, on clock: (any Clock<Duration>)?
    ) async throws(MarketError) -> ProductDetail {
        try await admit(on: clock)
        let account = try authenticated(identifier, password: password)
        let detail = try owned(id, by: account)
        if let violation = rules.violations(of: edit, applyingTo: detail.product).first {
            throw .server(status: 400, message: violation.description)
        }
        let edited = try change(.edited(id: id, edit)) { store throws(MarketError) in
            try store.edit(id: id, edit)
        }
        await updates.publish(.edited(edited))
        return edited
    }

    func deletionSecret(
        productID: Int, identifier: String, password: String, on clock: (any Clock<Duration>)?
    ) async throws(MarketError) -> String {
        try await admit(on: clock)
        let account = try authenticated(identifier, password: password)
        _ = try owned(productID, by: account)
        return productSecret(productID)
    }

    func delete(productID: Int, secret: String, identifier: String, on clock: (any Clock<Duration>)?)
        async throws(MarketError)
    {
        try await admit(on: clock)
        guard let account = accounts[identifier] else {
            throw .server(status: 400, message: "unknown identifier")
        }
        _ = try owned(productID, by: account)
        guard secret == productSecret(productID) else {
            throw .server(status: 400, message: "wrong product secret")
        }
        try change(.deleted(id: productID)) { store throws(MarketError) in try store.delete(id: productID) }
        await updates.publish(.deleted(productID: productID))
    }

    func imageData(at url: String, on clock: (any Clock<Duration>)?) async throws(MarketError) -> Data {
        try await admit(on: clock)
        return try store.imageData(at: url)
    }

    // MARK: Rules

    /// Makes a change to the store, writing it to the data file first when there is one: a change that
    /// cannot be written is not made, and answers `.notSaved` (the details, file and cause, go to
    /// standard error, the server's log).
    private func change<Result>(
        _ change: MarketChange, _ make: (inout ProductStore) throws(MarketError) -> Result
    ) throws(MarketError) -> Result {
        var changed = store
        let result = try make(&changed)
        if var log {
            do {
                try log.append(change)
            } catch {
                FileHandle.standardError.write(Data("openmarket: could not save a change: \(error)\n".utf8))
                throw .notSaved(diskFull: error.isDiskFull)
            }
            self.log = log
            if log.needsCompaction && compaction == nil { compact(log) }
        }
        store = changed
        return result
    }

    /// Rewrites the data file to its live data off the actor, then swaps it in on the actor with the
    /// changes appended meanwhile: the market answers throughout.
    private func compact(_ log: MarketLog) {
        let (url, length) = (log.url, log.bytes)
        compaction = Task.detached(priority: .utility) { [self] in
            do {
                try MarketLog.compact(url, length: length)
                await finishCompaction(of: length)
            } catch {
                await abandonCompaction(error)
            }
        }
    }

    private func finishCompaction(of length: Int) {
        log?.finish(compactionOf: length)
        compaction = nil
    }

    private func abandonCompaction(_ error: any Error) {
        log?.abandonCompaction(error)
        compaction = nil
    }

    /// Waits the injected latency and any delay due on `clock` (else the market's own), then fails if a
    /// fault is due.
    private func admit(on clock: (any Clock<Duration>)?) async throws(MarketError) {
        let wait = faults.nextWait()
        if wait > .zero {
            do {
                try await (clock ?? self.clock).sleep(for: wait)
            } catch {
                throw .cancelled
            }
        }
        if Task.isCancelled { throw .cancelled }
        if let error = faults.nextFailure() { throw error }
    }

    private func authenticated(_ identifier: String, password: String) throws(MarketError)
        -> VendorCredentials
    {
        guard let account = accounts[identifier] else {
            throw .server(status: 400, message: "unknown identifier")
        }
        guard account.password == password else { throw .server(status: 400, message: "wrong secret") }
        return account
    }

    private func owned(_ id: Int, by account: VendorCredentials) throws(MarketError) -> ProductDetail {
        let detail = try store.detail(id: id)
        guard detail.product.vendorID == account.vendorID else {
            throw .server(status: 403, message: "product \(id) belongs to another vendor")
        }
        return detail
    }

    private func productSecret(_ id: Int) -> String {
        var generator = SeededGenerator(seed: secretSalt ^ UInt64(truncatingIfNeeded: id))
        return "ps-\(id)-" + String(generator.next() % 1_000_000_007, radix: 36)
    }
}
