// Blog style (dependency injection): protocol-based dependencies swapped for test doubles
protocol Clock { func now() -> Int }
protocol KeyValueStore: AnyObject {
    func value(for key: String) -> String?
    func set(_ value: String, for key: String)
}
protocol Logger { func log(_ message: String) }

struct FixedClock: Clock {
    let time: Int
    func now() -> Int { time }
}
final class SteppingClock: Clock {
    private var t: Int
    let step: Int
    init(start: Int, step: Int) { t = start; self.step = step }
    func now() -> Int { defer { t += step }; return t }
}
final class MemoryStore: KeyValueStore {
    private var data: [String: String] = [:]
    func value(for key: String) -> String? { data[key] }
    func set(_ value: String, for key: String) { data[key] = value }
    var sortedKeys: [String] { data.keys.sorted() }
}
struct PrintLogger: Logger {
    let prefix: String
    func log(_ message: String) { print("\(prefix) \(message)") }
}
final class SpyLogger: Logger {
    private(set) var messages: [String] = []
    func log(_ message: String) { messages.append(message) }
}

final class SessionManager {
    struct Dependencies {
        var clock: Clock
        var store: KeyValueStore
        var logger: Logger
        var ttl = 30
    }
    private let deps: Dependencies
    init(_ deps: Dependencies) { self.deps = deps }

    func login(_ user: String) {
        deps.store.set(String(deps.clock.now() + deps.ttl), for: "session.\(user)")
        deps.logger.log("login \(user)")
    }

    func isActive(_ user: String) -> Bool {
        guard let raw = deps.store.value(for: "session.\(user)"), let expiry = Int(raw) else {
            deps.logger.log("no session for \(user)")
            return false
        }
        let active = deps.clock.now() < expiry
        deps.logger.log("\(user) active=\(active)")
        return active
    }
}

let store = MemoryStore()
let live = SessionManager(.init(clock: FixedClock(time: 1000), store: store, logger: PrintLogger(prefix: "[live]")))
live.login("ada")
print(live.isActive("ada"), live.isActive("bob"))

let spy = SpyLogger()
let stepping = SteppingClock(start: 0, step: 20)
let test = SessionManager(.init(clock: stepping, store: MemoryStore(), logger: spy, ttl: 50))
test.login("eve")
let checks = (1...3).map { _ in test.isActive("eve") }
print("checks: \(checks)")
print("spy saw \(spy.messages.count) messages:")
spy.messages.forEach { print("  \($0)") }
print("live store keys: \(store.sortedKeys), value \(store.value(for: "session.ada") ?? "-")")
// expect: [live] login ada
// expect: [live] ada active=true
// expect: [live] no session for bob
// expect: true false
// expect: checks: [true, true, false]
// expect: spy saw 4 messages:
// expect:   login eve
// expect:   eve active=true
// expect:   eve active=true
// expect:   eve active=false
// expect: live store keys: ["session.ada"], value 1030
