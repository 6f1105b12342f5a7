// Blog style (@dynamicMemberLookup): a change-tracking wrapper forwarding key-path members
@dynamicMemberLookup
struct Tracked<Value> {
    private(set) var value: Value
    private(set) var log: [String] = []

    init(_ value: Value) { self.value = value }

    subscript<T>(dynamicMember kp: KeyPath<Value, T>) -> T {
        value[keyPath: kp]
    }

    subscript<T>(dynamicMember kp: WritableKeyPath<Value, T>) -> T {
        get { value[keyPath: kp] }
        set {
            log.append("\(kp): \(value[keyPath: kp]) -> \(newValue)")
            value[keyPath: kp] = newValue
        }
    }
}

struct Profile {
    var name: String
    var age: Int
    var city: String
    var initials: String { String(name.prefix(1)) }
}

var p = Tracked(Profile(name: "Mara", age: 31, city: "Oslo"))
print(p.name, p.age, p.city, p.initials)
p.age += 1
p.city = "Bergen"
p.name = "Mara K."
print(p.name, p.age, p.city, p.initials)
print("changes: \(p.log.count)")

@dynamicMemberLookup
struct Config {
    private var storage: [String: String]
    init(_ pairs: KeyValuePairs<String, String>) {
        storage = [:]
        for (k, v) in pairs { storage[k] = v }
    }
    subscript(dynamicMember key: String) -> String {
        get { storage[key] ?? "<unset>" }
        set { storage[key] = newValue }
    }
    var keys: [String] { storage.keys.sorted() }
}

var cfg = Config(["host": "localhost", "port": "8080"])
print(cfg.host, cfg.port, cfg.user)
cfg.user = "admin"
cfg.port = "9090"
print(cfg.keys)
print(cfg.keys.map { "\($0)=\(cfg[dynamicMember: $0])" }.joined(separator: " "))

@dynamicMemberLookup
struct Lens<Root> {
    let root: Root
    subscript<A>(dynamicMember kp: KeyPath<Root, A>) -> Lens<A> { Lens<A>(root: root[keyPath: kp]) }
}
let deep = Lens(root: p.value).name.count.description.root
print("deep lens: \(deep)")
// expect: Mara 31 Oslo M
// expect: Mara K. 32 Bergen M
// expect: changes: 3
// expect: localhost 8080 <unset>
// expect: ["host", "port", "user"]
// expect: host=localhost port=9090 user=admin
// expect: deep lens: 7
