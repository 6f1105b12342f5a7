// Swift by Sundell style (a JSON value enum): decoding arbitrary JSON through a single value container trying each type in turn
import Foundation

indirect enum JSONValue: Codable, Equatable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([JSONValue])
    case object([String: JSONValue])
    case null

    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null }
        else if let b = try? c.decode(Bool.self) { self = .bool(b) }
        else if let n = try? c.decode(Double.self) { self = .number(n) }
        else if let s = try? c.decode(String.self) { self = .string(s) }
        else if let a = try? c.decode([JSONValue].self) { self = .array(a) }
        else { self = .object(try c.decode([String: JSONValue].self)) }
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .string(let s): try c.encode(s)
        case .number(let n): try c.encode(n)
        case .bool(let b): try c.encode(b)
        case .array(let a): try c.encode(a)
        case .object(let o): try c.encode(o)
        case .null: try c.encodeNil()
        }
    }

    func render(_ indent: String = "") -> [String] {
        switch self {
        case .string(let s): return [indent + "string \(s)"]
        case .number(let n): return [indent + "number \(n)"]
        case .bool(let b): return [indent + "bool \(b)"]
        case .null: return [indent + "null"]
        case .array(let a): return [indent + "array(\(a.count))"] + a.flatMap { $0.render(indent + "  ") }
        case .object(let o):
            return [indent + "object(\(o.count))"] + o.keys.sorted().flatMap { key in
                [indent + "  " + key + ":"] + o[key]!.render(indent + "    ")
            }
        }
    }
}

let json = """
{"name": "sensor-7", "active": true, "readings": [1.5, 2, null], "meta": {"unit": "kPa", "tags": []}}
"""
let value = try JSONDecoder().decode(JSONValue.self, from: Data(json.utf8))
value.render().forEach { print($0) }

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
let data = try encoder.encode(value)
print(String(decoding: data, as: UTF8.self))
print(try JSONDecoder().decode(JSONValue.self, from: data) == value)

// expect: object(4)
// expect:   active:
// expect:     bool true
// expect:   meta:
// expect:     object(2)
// expect:       tags:
// expect:         array(0)
// expect:       unit:
// expect:         string kPa
// expect:   name:
// expect:     string sensor-7
// expect:   readings:
// expect:     array(3)
// expect:       number 1.5
// expect:       number 2.0
// expect:       null
// expect: {"active":true,"meta":{"tags":[],"unit":"kPa"},"name":"sensor-7","readings":[1.5,2,null]}
// expect: true
