// App code style: JSON-like value tree enum with literals, subscripts and pretty printer
// known-gap: error: 4126-json-like-value-tree.swift:68:73: error: value of optional type 'String?' must be unwrapped to refer to member 'pretty' of wrapped base type 'String'
indirect enum JSONValue: Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    static func == (a: JSONValue, b: JSONValue) -> Bool { a.compact == b.compact }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
                     ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral, ExpressibleByFloatLiteral {
    init(stringLiteral v: String) { self = .string(v) }
    init(integerLiteral v: Int) { self = .number(Double(v)) }
    init(floatLiteral v: Double) { self = .number(v) }
    init(booleanLiteral v: Bool) { self = .bool(v) }
    init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    init(dictionaryLiteral elements: (String, JSONValue)...) { self = .object(elements) }
    init(nilLiteral: ()) { self = .null }
}

extension JSONValue {
    subscript(key: String) -> JSONValue? {
        if case .object(let pairs) = self { return pairs.first { $0.0 == key }?.1 }
        return nil
    }
    subscript(index: Int) -> JSONValue? {
        if case .array(let a) = self, a.indices.contains(index) { return a[index] }
        return nil
    }

    private static func quote(_ s: String) -> String {
        var out = "\""
        for c in s {
            switch c {
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\\": out += "\\\\"
            default: out.append(c)
            }
        }
        return out + "\""
    }

    private static func num(_ d: Double) -> String {
        d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d)
    }

    var compact: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let d): return JSONValue.num(d)
        case .string(let s): return JSONValue.quote(s)
        case .array(let a): return "[" + a.map(\.compact).joined(separator: ",") + "]"
        case .object(let o): return "{" + o.map { JSONValue.quote($0.0) + ":" + $0.1.compact }.joined(separator: ",") + "}"
        }
    }

    func pretty(indent: Int = 0) -> String {
        let pad = String(repeating: "  ", count: indent + 1), end = String(repeating: "  ", count: indent)
        switch self {
        case .array(let a) where !a.isEmpty:
            return "[\n" + a.map { pad + $0.pretty(indent: indent + 1) }.joined(separator: ",\n") + "\n\(end)]"
        case .object(let o) where !o.isEmpty:
            return "{\n" + o.map { pad + JSONValue.quote($0.0) + ": " + $0.1.pretty(indent: indent + 1) }.joined(separator: ",\n") + "\n\(end)}"
        default:
            return compact
        }
    }

    var depth: Int {
        switch self {
        case .array(let a): return 1 + (a.map(\.depth).max() ?? 0)
        case .object(let o): return 1 + (o.map { $0.1.depth }.max() ?? 0)
        default: return 0
        }
    }
}

let config: JSONValue = [
    "name": "obs \"demo\"",
    "version": 1.5,
    "retries": 3,
    "debug": false,
    "owner": nil,
    "tags": ["a", "b\nc"],
    "limits": ["cpu": 2, "mem": [512, 1024], "empty": [], "none": [:]],
]
print(config.pretty())
print(config.compact)
print(config["limits"]?["mem"]?[1]?.compact ?? "missing")
print(config["tags"]?[5] == nil, config["nope"] == nil)
print("depth:", config.depth)
print(JSONValue.array([1, 2]) == [1.0, 2.0], ["x": 1] as JSONValue == ["x": 2])
// expect: {
// expect:   "name": "obs \"demo\"",
// expect:   "version": 1.5,
// expect:   "retries": 3,
// expect:   "debug": false,
// expect:   "owner": null,
// expect:   "tags": [
// expect:     "a",
// expect:     "b\nc"
// expect:   ],
// expect:   "limits": {
// expect:     "cpu": 2,
// expect:     "mem": [
// expect:       512,
// expect:       1024
// expect:     ],
// expect:     "empty": [],
// expect:     "none": {}
// expect:   }
// expect: }
// expect: {"name":"obs \"demo\"","version":1.5,"retries":3,"debug":false,"owner":null,"tags":["a","b\nc"],"limits":{"cpu":2,"mem":[512,1024],"empty":[],"none":{}}}
// expect: 1024
// expect: true true
// expect: depth: 3
// expect: true false
