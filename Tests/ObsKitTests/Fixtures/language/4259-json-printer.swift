// App code style: JSON-like value tree with an indirect enum, pretty printer, and path lookups
indirect enum JSONValue: Equatable {
    case null
    case bool(Bool)
    case number(Int)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.compact == rhs.compact
    }

    var compact: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return String(n)
        case .string(let s): return JSONValue.quote(s)
        case .array(let items): return "[" + items.map(\.compact).joined(separator: ",") + "]"
        case .object(let pairs):
            return "{" + pairs.map { JSONValue.quote($0.0) + ":" + $0.1.compact }.joined(separator: ",") + "}"
        }
    }

    static func quote(_ s: String) -> String {
        var out = "\""
        for ch in s {
            switch ch {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default: out.append(ch)
            }
        }
        return out + "\""
    }

    func pretty(indent: Int = 0) -> [String] {
        let pad = String(repeating: "  ", count: indent)
        switch self {
        case .array(let items) where !items.isEmpty:
            var lines = ["["]
            for (i, item) in items.enumerated() {
                var sub = item.pretty(indent: indent + 1)
                sub[0] = pad + "  " + sub[0]
                if i < items.count - 1 { sub[sub.count - 1] += "," }
                lines += sub
            }
            return lines + [pad + "]"]
        case .object(let pairs) where !pairs.isEmpty:
            var lines = ["{"]
            for (i, (key, value)) in pairs.enumerated() {
                var sub = value.pretty(indent: indent + 1)
                sub[0] = pad + "  " + JSONValue.quote(key) + ": " + sub[0]
                if i < pairs.count - 1 { sub[sub.count - 1] += "," }
                lines += sub
            }
            return lines + [pad + "}"]
        default:
            return [compact]
        }
    }

    subscript(path: String) -> JSONValue? {
        var current: JSONValue? = self
        for part in path.split(separator: ".") {
            switch current {
            case .object(let pairs)?:
                current = pairs.first { $0.0 == part }?.1
            case .array(let items)?:
                guard let i = Int(part), items.indices.contains(i) else { return nil }
                current = items[i]
            default:
                return nil
            }
        }
        return current
    }

    var depth: Int {
        switch self {
        case .array(let items): return 1 + (items.map(\.depth).max() ?? 0)
        case .object(let pairs): return 1 + (pairs.map { $0.1.depth }.max() ?? 0)
        default: return 0
        }
    }
}

let profile: JSONValue = .object([
    ("id", .number(42)),
    ("name", .string("Ada \"Countess\" Lovelace")),
    ("active", .bool(true)),
    ("tags", .array([.string("math"), .string("poet\ttech")])),
    ("address", .object([("city", .string("London")), ("zip", .null)])),
    ("projects", .array([.object([("title", .string("Engine")), ("year", .number(1843))])])),
    ("empty", .array([])),
])

profile.pretty().forEach { print($0) }
print(profile.compact.count, "chars compact")
for path in ["name", "address.city", "projects.0.year", "tags.1", "tags.5", "address.zip", "id.x"] {
    print("\(path) -> \(profile[path]?.compact ?? "<missing>")")
}
print("depth: \(profile.depth)")
print("equal copies: \(profile == profile), differs: \(profile == .object([]))")

// expect: {
// expect:   "id": 42,
// expect:   "name": "Ada \"Countess\" Lovelace",
// expect:   "active": true,
// expect:   "tags": [
// expect:     "math",
// expect:     "poet\ttech"
// expect:   ],
// expect:   "address": {
// expect:     "city": "London",
// expect:     "zip": null
// expect:   },
// expect:   "projects": [
// expect:     {
// expect:       "title": "Engine",
// expect:       "year": 1843
// expect:     }
// expect:   ],
// expect:   "empty": []
// expect: }
// expect: 181 chars compact
// expect: name -> "Ada \"Countess\" Lovelace"
// expect: address.city -> "London"
// expect: projects.0.year -> 1843
// expect: tags.1 -> "poet\ttech"
// expect: tags.5 -> <missing>
// expect: address.zip -> null
// expect: id.x -> <missing>
// expect: depth: 3
// expect: equal copies: true, differs: false
