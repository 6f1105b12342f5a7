// App code style: escaping strings for a JSON-like output format by walking unicodeScalars
func escape(_ s: String, asciiOnly: Bool) -> String {
    var out = "\""
    for sc in s.unicodeScalars {
        switch sc {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\t": out += "\\t"
        case "\r": out += "\\r"
        default:
            if sc.value < 0x20 || (asciiOnly && sc.value > 0x7E) {
                if sc.value > 0xFFFF {
                    let v = sc.value - 0x10000
                    out += hex4(0xD800 + (v >> 10)) + hex4(0xDC00 + (v & 0x3FF))
                } else {
                    out += hex4(sc.value)
                }
            } else {
                out.unicodeScalars.append(sc)
            }
        }
    }
    return out + "\""
}

func hex4(_ v: UInt32) -> String {
    var h = String(v, radix: 16)
    while h.count < 4 { h = "0" + h }
    return "\\u" + h
}

enum Value {
    case str(String), num(Int), bool(Bool), null
    case list([Value])
    case obj([(String, Value)])
}

func serialize(_ v: Value, ascii: Bool, indent: Int = 0) -> String {
    let pad = String(repeating: "  ", count: indent)
    let inner = String(repeating: "  ", count: indent + 1)
    switch v {
    case .str(let s): return escape(s, asciiOnly: ascii)
    case .num(let n): return String(n)
    case .bool(let b): return b ? "true" : "false"
    case .null: return "null"
    case .list(let items):
        if items.isEmpty { return "[]" }
        return "[\n" + items.map { inner + serialize($0, ascii: ascii, indent: indent + 1) }.joined(separator: ",\n") + "\n" + pad + "]"
    case .obj(let pairs):
        if pairs.isEmpty { return "{}" }
        return "{\n" + pairs.map { inner + escape($0.0, asciiOnly: ascii) + ": " + serialize($0.1, ascii: ascii, indent: indent + 1) }.joined(separator: ",\n") + "\n" + pad + "}"
    }
}

let doc = Value.obj([
    ("name", .str("Zoë \"Z\" O'Neil")),
    ("bio", .str("line1\nline2\ttabbed")),
    ("path", .str("C:\\Users\\zoe")),
    ("likes", .list([.str("☕"), .str("🎸"), .num(-3), .bool(true), .null])),
    ("ctrl", .str("bell\u{7}end")),
    ("empty", .list([])),
    ("meta", .obj([("v", .num(2)), ("ok", .bool(false))])),
])
print(serialize(doc, ascii: false))
print(serialize(doc, ascii: true))
let samples = ["é", "😀", "\u{0}", "tab\there"]
for s in samples {
    print(escape(s, asciiOnly: true), escape(s, asciiOnly: false).unicodeScalars.count)
}
// expect: {
// expect:   "name": "Zoë \"Z\" O'Neil",
// expect:   "bio": "line1\nline2\ttabbed",
// expect:   "path": "C:\\Users\\zoe",
// expect:   "likes": [
// expect:     "☕",
// expect:     "🎸",
// expect:     -3,
// expect:     true,
// expect:     null
// expect:   ],
// expect:   "ctrl": "bell\u0007end",
// expect:   "empty": [],
// expect:   "meta": {
// expect:     "v": 2,
// expect:     "ok": false
// expect:   }
// expect: }
// expect: {
// expect:   "name": "Zo\u00eb \"Z\" O'Neil",
// expect:   "bio": "line1\nline2\ttabbed",
// expect:   "path": "C:\\Users\\zoe",
// expect:   "likes": [
// expect:     "\u2615",
// expect:     "\ud83c\udfb8",
// expect:     -3,
// expect:     true,
// expect:     null
// expect:   ],
// expect:   "ctrl": "bell\u0007end",
// expect:   "empty": [],
// expect:   "meta": {
// expect:     "v": 2,
// expect:     "ok": false
// expect:   }
// expect: }
// expect: "\u00e9" 3
// expect: "\ud83d\ude00" 3
// expect: "\u0000" 8
// expect: "tab\there" 11
