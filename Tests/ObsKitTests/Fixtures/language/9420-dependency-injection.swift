// dependency injection with protocols: a service using injected storage, clock and logger mocks (expected output from swiftc 6.3.1 on Linux)
protocol KeyValueStore {
    func value(for key: String) -> String?
    mutating func set(_ value: String, for key: String)
}

protocol Clock {
    func now() -> Int
}

protocol Logger: AnyObject {
    func log(_ message: String)
}

struct InMemoryStore: KeyValueStore {
    private var storage: [String: String] = [:]
    func value(for key: String) -> String? { storage[key] }
    mutating func set(_ value: String, for key: String) { storage[key] = value }
}

final class FakeClock: Clock {
    var current: Int
    init(start: Int) { current = start }
    func now() -> Int { current }
    func advance(_ seconds: Int) { current += seconds }
}

final class RecordingLogger: Logger {
    private(set) var lines: [String] = []
    func log(_ message: String) { lines.append(message) }
}

struct SessionService<Store: KeyValueStore> {
    private var store: Store
    private let clock: Clock
    private let logger: Logger
    let timeout: Int

    init(store: Store, clock: Clock, logger: Logger, timeout: Int = 300) {
        self.store = store; self.clock = clock; self.logger = logger; self.timeout = timeout
    }

    mutating func login(_ user: String) {
        store.set(String(clock.now()), for: user)
        logger.log("login \(user) at \(clock.now())")
    }

    func isActive(_ user: String) -> Bool {
        guard let raw = store.value(for: user), let started = Int(raw) else {
            logger.log("unknown \(user)")
            return false
        }
        let active = clock.now() - started < timeout
        logger.log("\(user) active=\(active)")
        return active
    }
}

let clock = FakeClock(start: 1_000)
let logger = RecordingLogger()
var service = SessionService(store: InMemoryStore(), clock: clock, logger: logger, timeout: 60)
service.login("maya")
clock.advance(30)
service.login("leo")
print(service.isActive("maya"), service.isActive("leo"), service.isActive("zed"))
clock.advance(45)
print(service.isActive("maya"), service.isActive("leo"))
service.login("maya")
print(service.isActive("maya"))
for (i, line) in logger.lines.enumerated() { print("\(i + 1). \(line)") }
// expect: true true false
// expect: false true
// expect: true
// expect: 1. login maya at 1000
// expect: 2. login leo at 1030
// expect: 3. maya active=true
// expect: 4. leo active=true
// expect: 5. unknown zed
// expect: 6. maya active=false
// expect: 7. leo active=true
// expect: 8. login maya at 1075
// expect: 9. maya active=true
