// Sundell style (dynamic member lookup with strings): a JSON-like value with dot access
@dynamicMemberLookup
enum JSON {
    case number(Double)
    case string(String)
    case object([String: JSON])
    case array([JSON])
    case null

    subscript(dynamicMember key: String) -> JSON {
        if case .object(let dict) = self, let v = dict[key] { return v }
        return .null
    }
    subscript(index: Int) -> JSON {
        if case .array(let a) = self, index < a.count { return a[index] }
        return .null
    }
    var text: String {
        switch self {
        case .number(let d): return String(d)
        case .string(let s): return s
        case .object(let o): return "{\(o.count) keys}"
        case .array(let a): return "[\(a.count) items]"
        case .null: return "null"
        }
    }
}

let doc = JSON.object([
    "name": .string("Widget"),
    "size": .object(["w": .number(4), "h": .number(2.5)]),
    "tags": .array([.string("new"), .string("sale")]),
])

print(doc.name.text)
print(doc.size.w.text, doc.size.h.text)
print(doc.tags.text)
print(doc.tags[1].text)
print(doc.missing.deeper.text)
print(doc.size.text)
print(doc[dynamicMember: "name"].text)
// expect: Widget
// expect: 4.0 2.5
// expect: [2 items]
// expect: sale
// expect: null
// expect: {2 keys}
// expect: Widget
