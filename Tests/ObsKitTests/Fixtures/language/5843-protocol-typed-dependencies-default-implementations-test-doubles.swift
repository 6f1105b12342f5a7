// Swift by Sundell style (dependency injection): protocol-typed dependencies with default implementations and test doubles
protocol Clock {
    var nowMinutes: Int { get }
}

protocol Storage: AnyObject {
    func save(_ value: String, for key: String)
    func load(_ key: String) -> String?
}

protocol Reporter {
    func report(_ message: String)
}

extension Reporter {
    func report(_ message: String) { print("[default] \(message)") }
    func reportAll(_ messages: [String]) { messages.forEach(report) }
}

struct FixedClock: Clock { let nowMinutes: Int }

final class MemoryStorage: Storage {
    private var values: [String: String] = [:]
    private(set) var writes = 0
    func save(_ value: String, for key: String) { values[key] = value; writes += 1 }
    func load(_ key: String) -> String? { values[key] }
}

struct ConsoleReporter: Reporter {}

struct PrefixReporter: Reporter {
    let prefix: String
    func report(_ message: String) { print("\(prefix) \(message)") }
}

final class SessionService {
    private let clock: Clock
    private let storage: Storage
    private let reporter: Reporter

    init(clock: Clock = FixedClock(nowMinutes: 600),
         storage: Storage = MemoryStorage(),
         reporter: Reporter = ConsoleReporter()) {
        self.clock = clock
        self.storage = storage
        self.reporter = reporter
    }

    func login(_ user: String) {
        storage.save(String(clock.nowMinutes), for: "login.\(user)")
        reporter.report("\(user) logged in at minute \(clock.nowMinutes)")
    }

    func minutesSinceLogin(_ user: String, now: Int) -> Int? {
        storage.load("login.\(user)").flatMap(Int.init).map { now - $0 }
    }
}

let defaultService = SessionService()
defaultService.login("ana")
print(defaultService.minutesSinceLogin("ana", now: 645) ?? -1)

let storage = MemoryStorage()
let testService = SessionService(clock: FixedClock(nowMinutes: 90), storage: storage,
                                 reporter: PrefixReporter(prefix: "[test]"))
testService.login("bo")
testService.login("cy")
print(storage.writes, storage.load("login.cy") ?? "nil", testService.minutesSinceLogin("dee", now: 100) as Any)

let reporters: [Reporter] = [ConsoleReporter(), PrefixReporter(prefix: ">>")]
for reporter in reporters { reporter.reportAll(["one", "two"]) }

// expect: [default] ana logged in at minute 600
// expect: 45
// expect: [test] bo logged in at minute 90
// expect: [test] cy logged in at minute 90
// expect: 2 90 nil
// expect: [default] one
// expect: [default] two
// expect: >> one
// expect: >> two
