// App code style: printing a typed configuration as sorted key/value lines with quoting

enum ConfigValue: CustomStringConvertible {
    case string(String)
    case int(Int)
    case bool(Bool)
    case list([ConfigValue])
    case missing

    var description: String {
        switch self {
        case .string(let s): return String(reflecting: s)
        case .int(let i): return String(i)
        case .bool(let b): return b ? "yes" : "no"
        case .list(let xs): return "[" + xs.map { $0.description }.joined(separator: ", ") + "]"
        case .missing: return "<unset>"
        }
    }
}

struct Config {
    var values: [String: ConfigValue] = [:]

    subscript(key: String) -> ConfigValue {
        get { values[key] ?? .missing }
        set { values[key] = newValue }
    }

    func render(indent: Int = 0) -> [String] {
        let pad = String(repeating: " ", count: indent)
        return values.keys.sorted().map { "\(pad)\($0) = \(values[$0]!)" }
    }
}

var cfg = Config()
cfg["name"] = .string("demo \"app\"")
cfg["port"] = .int(8080)
cfg["debug"] = .bool(false)
cfg["hosts"] = .list([.string("a.local"), .string("b.local")])
cfg["retries"] = .int(3)

print("[config]")
for line in cfg.render(indent: 2) { print(line) }

print("timeout:", cfg["timeout"])
print("port:", cfg["port"])

cfg["debug"] = .bool(true)
cfg["hosts"] = .list([])
print("[changed]")
cfg.render().forEach { print($0) }

let overrides: [(String, ConfigValue)] = [("port", .int(9090)), ("mode", .string("fast"))]
for (k, v) in overrides {
    let old = cfg[k]
    cfg[k] = v
    print("override \(k): \(old) -> \(v)")
}

print(cfg.values.count, "keys")
print(cfg.values.keys.sorted())
let onlyInts = cfg.values.compactMap { (k, v) -> String? in
    if case .int(let i) = v { return "\(k)=\(i)" }
    return nil
}.sorted()
print(onlyInts)
print(ConfigValue.list([.int(1), .list([.bool(true), .missing])]))
print([ConfigValue.string("x"), .missing])
debugPrint(ConfigValue.int(5))

// expect: [config]
// expect:   debug = no
// expect:   hosts = ["a.local", "b.local"]
// expect:   name = "demo \"app\""
// expect:   port = 8080
// expect:   retries = 3
// expect: timeout: <unset>
// expect: port: 8080
// expect: [changed]
// expect: debug = yes
// expect: hosts = []
// expect: name = "demo \"app\""
// expect: port = 8080
// expect: retries = 3
// expect: override port: 8080 -> 9090
// expect: override mode: <unset> -> "fast"
// expect: 6 keys
// expect: ["debug", "hosts", "mode", "name", "port", "retries"]
// expect: ["port=9090", "retries=3"]
// expect: [1, [yes, <unset>]]
// expect: ["x", <unset>]
// expect: 5
