// App code style: event bus keyed by String topics with unsubscribe tokens and wildcards
// known-gap: line 1: expected "email: order #17 total 42.5", got "email: order #-1 total 42.5"
struct Token: Hashable { let id: Int }

final class TopicBus {
    private var subs: [String: [(Token, (String, [String: Any]) -> Void)]] = [:]
    private var counter = 0

    @discardableResult
    func on(_ topic: String, _ f: @escaping (String, [String: Any]) -> Void) -> Token {
        counter += 1
        let t = Token(id: counter)
        subs[topic, default: []].append((t, f))
        return t
    }
    func off(_ token: Token) {
        for key in subs.keys { subs[key]?.removeAll { $0.0 == token } }
    }
    func emit(_ topic: String, _ payload: [String: Any] = [:]) -> Int {
        var delivered = 0
        let prefix = topic.split(separator: ".").first.map(String.init) ?? topic
        for key in [topic, prefix + ".*", "*"] where key != topic || true {
            guard let list = subs[key], key == topic || topic.contains(".") || key == "*" else { continue }
            for (_, f) in list { f(topic, payload); delivered += 1 }
        }
        return delivered
    }
}

let bus = TopicBus()
var audit: [String] = []
bus.on("*") { topic, _ in audit.append(topic) }
let t1 = bus.on("order.created") { _, p in
    let id = p["id"] as? Int ?? -1
    let total = p["total"] as? Double ?? 0
    print("email: order #\(id) total \(total)")
}
bus.on("order.*") { topic, p in print("analytics: \(topic) keys=\(p.keys.sorted())") }
bus.on("user.login") { _, p in print("hello \(p["name"] as? String ?? "?")") }

print(bus.emit("order.created", ["id": 17, "total": 42.5]))
print(bus.emit("user.login", ["name": "Ivy"]))
bus.off(t1)
print(bus.emit("order.created", ["id": 18]))
print(bus.emit("system"))
print(audit)
// expect: email: order #17 total 42.5
// expect: analytics: order.created keys=["id", "total"]
// expect: 3
// expect: hello Ivy
// expect: 2
// expect: analytics: order.created keys=["id"]
// expect: 2
// expect: 1
// expect: ["order.created", "user.login", "order.created", "system"]
