// Sundell style (dynamic member lookup on classes): a settings proxy with string members and defaults
@dynamicMemberLookup
final class Environment {
    private var values: [String: Int] = [:]
    private(set) var reads: [String] = []

    subscript(dynamicMember name: String) -> Int {
        get {
            reads.append(name)
            return values[name] ?? 0
        }
        set { values[name] = newValue }
    }
}

let env = Environment()
env.retries = 3
env.timeout = 30
print(env.retries, env.timeout, env.unknown)
env.retries += 2
print(env.retries)
print(env.reads)

@dynamicMemberLookup
struct Attributes {
    var storage: [String: String] = [:]
    subscript(dynamicMember key: String) -> String? {
        get { storage[key] }
        set { storage[key] = newValue }
    }
}
var attrs = Attributes()
attrs.href = "/home"
attrs.title = "Home"
print(attrs.href ?? "-", attrs.rel ?? "-")
attrs.title = nil
print(attrs.storage.keys.sorted())
// expect: 3 30 0
// expect: 5
// expect: ["retries", "timeout", "unknown", "retries", "retries"]
// expect: /home -
// expect: ["href"]
