// Swift by Sundell style (dependency injection): services injected through protocols and closures, with test doubles
protocol Clock {
    func now() -> Int
}

protocol Store {
    func save(_ key: String, _ value: String)
    func load(_ key: String) -> String?
}

final class MemoryStore: Store {
    private var data: [String: String] = [:]
    func save(_ key: String, _ value: String) { data[key] = value }
    func load(_ key: String) -> String? { data[key] }
    var keys: [String] { data.keys.sorted() }
}

struct FixedClock: Clock {
    var time: Int
    func now() -> Int { time }
}

final class SessionManager {
    private let clock: Clock
    private let store: Store
    private let log: (String) -> Void
    private let ttl: Int

    init(clock: Clock, store: Store, ttl: Int = 30, log: @escaping (String) -> Void = { print($0) }) {
        self.clock = clock; self.store = store; self.ttl = ttl; self.log = log
    }

    func login(_ user: String) {
        store.save("session.\(user)", String(clock.now() + ttl))
        log("login \(user) until \(clock.now() + ttl)")
    }

    func isActive(_ user: String) -> Bool {
        guard let raw = store.load("session.\(user)"), let expiry = Int(raw) else {
            log("no session for \(user)")
            return false
        }
        return clock.now() < expiry
    }
}

var messages: [String] = []
let store = MemoryStore()
let early = SessionManager(clock: FixedClock(time: 100), store: store, log: { messages.append($0) })
early.login("kim")
early.login("lee")
print(early.isActive("kim"), early.isActive("zed"))

let late = SessionManager(clock: FixedClock(time: 131), store: store, ttl: 5)
print(late.isActive("kim"))
late.login("kim")
print(late.isActive("kim"))
print(messages)
print(store.keys, store.load("session.kim") ?? "-")

// expect: true false
// expect: false
// expect: login kim until 136
// expect: true
// expect: ["login kim until 130", "login lee until 130", "no session for zed"]
// expect: ["session.kim", "session.lee"] 136
