// Tutorial style (inspecting containers): allKeys, contains, codingPath and count while decoding unknown shapes
import Foundation

struct AnyKey: CodingKey {
    let stringValue: String
    let intValue: Int?
    init?(stringValue: String) { self.stringValue = stringValue; intValue = nil }
    init?(intValue: Int) { self.stringValue = "\(intValue)"; self.intValue = intValue }
}

indirect enum JSONValue: Decodable, CustomStringConvertible {
    case string(String), number(Double), bool(Bool), null
    case array([JSONValue]), object([(String, JSONValue)])

    init(from decoder: Decoder) throws {
        if let keyed = try? decoder.container(keyedBy: AnyKey.self) {
            let keys = keyed.allKeys.map(\.stringValue).sorted()
            self = .object(try keys.map { ($0, try keyed.decode(JSONValue.self, forKey: AnyKey(stringValue: $0)!)) })
        } else if var list = try? decoder.unkeyedContainer() {
            var items: [JSONValue] = []
            while !list.isAtEnd { items.append(try list.decode(JSONValue.self)) }
            self = .array(items)
        } else {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() { self = .null }
            else if let b = try? single.decode(Bool.self) { self = .bool(b) }
            else if let n = try? single.decode(Double.self) { self = .number(n) }
            else { self = .string(try single.decode(String.self)) }
        }
    }

    var description: String {
        switch self {
        case .string(let s): return "\"\(s)\""
        case .number(let n): return n == n.rounded() ? String(Int(n)) : String(n)
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        case .array(let a): return "[" + a.map(\.description).joined(separator: ", ") + "]"
        case .object(let o): return "{" + o.map { "\($0.0)=\($0.1)" }.joined(separator: ", ") + "}"
        }
    }
}

struct PathProbe: Decodable {
    init(from decoder: Decoder) throws {
        let path = decoder.codingPath.map { $0.intValue.map { "#\($0)" } ?? $0.stringValue }
        print("probe at", path.isEmpty ? "<root>" : path.joined(separator: "/"))
        let c = try decoder.container(keyedBy: AnyKey.self)
        print("  has 'id':", c.contains(AnyKey(stringValue: "id")!), "keys:", c.allKeys.count)
    }
}

let doc = #"{"name": "demo", "version": 2.5, "ok": true, "list": [1, "two", null, {"deep": false}], "empty": {}}"#
let value = try JSONDecoder().decode(JSONValue.self, from: Data(doc.utf8))
print(value)

struct Holder: Decodable { let first: PathProbe; let more: [PathProbe] }
_ = try JSONDecoder().decode(Holder.self, from: Data(#"{"first": {"id": 1}, "more": [{}, {"id": 2, "x": 0}]}"#.utf8))
_ = try JSONDecoder().decode(PathProbe.self, from: Data("{}".utf8))

// expect: {empty={}, list=[1, "two", null, {deep=false}], name="demo", ok=true, version=2.5}
// expect: probe at first
// expect:   has 'id': true keys: 1
// expect: probe at more/#0
// expect:   has 'id': false keys: 0
// expect: probe at more/#1
// expect:   has 'id': true keys: 2
// expect: probe at <root>
// expect:   has 'id': false keys: 0
