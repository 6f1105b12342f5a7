// Compiler test style: an indirect JSON enum navigated with @dynamicMemberLookup and Int subscripts
@dynamicMemberLookup
indirect enum JSON: CustomStringConvertible {
    case number(Int)
    case string(String)
    case array([JSON])
    case object([(String, JSON)])
    case null

    subscript(dynamicMember key: String) -> JSON {
        guard case let .object(pairs) = self else { return .null }
        return pairs.first { $0.0 == key }?.1 ?? .null
    }

    subscript(index: Int) -> JSON {
        guard case let .array(items) = self, items.indices.contains(index) else { return .null }
        return items[index]
    }

    var description: String {
        switch self {
        case .number(let n): return "\(n)"
        case .string(let s): return "\"\(s)\""
        case .array(let a): return "[" + a.map(\.description).joined(separator: ",") + "]"
        case .object(let o): return "{" + o.map { "\($0.0):\($0.1)" }.joined(separator: ",") + "}"
        case .null: return "null"
        }
    }
}

let doc = JSON.object([
    ("name", .string("swift")),
    ("version", .number(6)),
    ("tags", .array([.string("fast"), .string("safe")])),
    ("owner", .object([("team", .string("core")), ("size", .number(12))])),
])

print(doc.name)
print(doc.version)
print(doc.tags[1])
print(doc.tags[5])
print(doc.owner.team, doc.owner.size)
print(doc.owner.missing.deeper)
print(doc.tags)
print(doc.owner)

// expect: "swift"
// expect: 6
// expect: "safe"
// expect: null
// expect: "core" 12
// expect: null
// expect: ["fast","safe"]
// expect: {team:"core",size:12}
