// App code style: indirect JSON enum with deep merge for config overrides, pointer lookups and a structural diff
indirect enum JSON: Equatable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Int)
    case string(String)
    case array([JSON])
    case object([(String, JSON)])

    static func == (lhs: JSON, rhs: JSON) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.number(a), .number(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    var description: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return String(n)
        case .string(let s): return "\"\(s)\""
        case .array(let items): return "[" + items.map(\.description).joined(separator: ",") + "]"
        case .object(let pairs): return "{" + pairs.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
        }
    }

    subscript(key: String) -> JSON? {
        guard case .object(let pairs) = self else { return nil }
        return pairs.first { $0.0 == key }?.1
    }

    func at(_ pointer: String) -> JSON? {
        var current: JSON? = self
        for token in pointer.split(separator: "/") {
            switch current {
            case .object?: current = current?[String(token)]
            case .array(let items)?:
                guard let index = Int(token), items.indices.contains(index) else { return nil }
                current = items[index]
            default: return nil
            }
        }
        return current
    }

    func merged(with override: JSON) -> JSON {
        guard case .object(var base) = self, case .object(let patch) = override else { return override }
        for (key, value) in patch {
            if let index = base.firstIndex(where: { $0.0 == key }) {
                if value == .null { base.remove(at: index) } else { base[index].1 = base[index].1.merged(with: value) }
            } else if value != .null {
                base.append((key, value))
            }
        }
        return .object(base)
    }
}

func diff(_ old: JSON, _ new: JSON, path: String = "") -> [String] {
    if old == new { return [] }
    if case .object(let a) = old, case .object(let b) = new {
        var lines: [String] = []
        let keys = (a.map(\.0) + b.map(\.0).filter { key in !a.contains { $0.0 == key } })
        for key in keys {
            switch (old[key], new[key]) {
            case let (x?, y?): lines += diff(x, y, path: path + "/" + key)
            case let (x?, nil): lines.append("- \(path)/\(key): \(x)")
            case let (nil, y?): lines.append("+ \(path)/\(key): \(y)")
            default: break
            }
        }
        return lines
    }
    return ["~ \(path.isEmpty ? "/" : path): \(old) -> \(new)"]
}

let defaults: JSON = .object([
    ("theme", .string("light")),
    ("fontSize", .number(14)),
    ("sync", .object([("enabled", .bool(true)), ("interval", .number(30)), ("wifiOnly", .bool(false))])),
    ("recent", .array([.string("a.txt"), .string("b.txt")])),
    ("beta", .bool(false)),
])
let userOverrides: JSON = .object([
    ("theme", .string("dark")),
    ("sync", .object([("interval", .number(60)), ("wifiOnly", .null)])),
    ("recent", .array([.string("c.txt")])),
    ("beta", .null),
    ("accent", .string("teal")),
])

let effective = defaults.merged(with: userOverrides)
print(effective)
for pointer in ["theme", "sync/interval", "sync/wifiOnly", "recent/0", "recent/5", "fontSize/x", ""] {
    print("at(\"\(pointer)\") =", effective.at(pointer).map(\.description) ?? "missing")
}
print("diff:")
diff(defaults, effective).forEach { print("  " + $0) }
print("same after double merge:", effective.merged(with: userOverrides) == effective)
print("scalar override:", JSON.number(1).merged(with: .string("x")))
print(diff(.array([.number(1)]), .array([.number(2)])))

// expect: {"theme":"dark","fontSize":14,"sync":{"enabled":true,"interval":60},"recent":["c.txt"],"accent":"teal"}
// expect: at("theme") = "dark"
// expect: at("sync/interval") = 60
// expect: at("sync/wifiOnly") = missing
// expect: at("recent/0") = "c.txt"
// expect: at("recent/5") = missing
// expect: at("fontSize/x") = missing
// expect: at("") = {"theme":"dark","fontSize":14,"sync":{"enabled":true,"interval":60},"recent":["c.txt"],"accent":"teal"}
// expect: diff:
// expect:   ~ /theme: "light" -> "dark"
// expect:   ~ /sync/interval: 30 -> 60
// expect:   - /sync/wifiOnly: false
// expect:   ~ /recent: ["a.txt","b.txt"] -> ["c.txt"]
// expect:   - /beta: false
// expect:   + /accent: "teal"
// expect: same after double merge: true
// expect: scalar override: "x"
// expect: ["~ /: [1] -> [2]"]
