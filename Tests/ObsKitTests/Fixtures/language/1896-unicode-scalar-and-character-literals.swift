// Compiler test style: ExpressibleByUnicodeScalarLiteral and ExtendedGraphemeClusterLiteral — which init a literal selects by type context
struct Glyph: ExpressibleByUnicodeScalarLiteral, CustomStringConvertible {
    let scalar: Unicode.Scalar
    init(unicodeScalarLiteral value: Unicode.Scalar) {
        scalar = value
    }
    var description: String { "U+\(String(scalar.value, radix: 16, uppercase: true))" }
}

let g1: Glyph = "A"
let g2: Glyph = "\u{1F600}"
let g3: Glyph = "é"
print(g1, g2, g3)
print([g1, g2].map { $0.scalar.value })

struct Cluster: ExpressibleByExtendedGraphemeClusterLiteral {
    let text: String
    let source: String
    init(extendedGraphemeClusterLiteral value: Character) {
        text = String(value)
        source = "cluster"
    }
    init(unicodeScalarLiteral value: Unicode.Scalar) {
        text = String(value)
        source = "scalar"
    }
}

let c1: Cluster = "a"
let c2: Cluster = "e\u{301}"
let c3: Cluster = "🇯🇵"
for c in [c1, c2, c3] {
    print(c.text, c.source, c.text.count, c.text.unicodeScalars.count)
}

// A full string literal type that still reports which init ran
struct Literal: ExpressibleByStringLiteral {
    let kind: String
    init(stringLiteral value: String) { kind = "string(\(value.count))" }
    init(extendedGraphemeClusterLiteral value: Character) { kind = "char" }
    init(unicodeScalarLiteral value: Unicode.Scalar) { kind = "scalar" }
}
let l1: Literal = "x"
let l2: Literal = "xy"
let l3: Literal = ""
print(l1.kind, l2.kind, l3.kind)

// Builtin types: Character vs String vs Unicode.Scalar from the same literal
let ch: Character = "ß"
let sc: Unicode.Scalar = "ß"
let st: String = "ß"
print(ch, sc, st, sc.value, st.uppercased(), ch.isLetter, sc.properties.isAlphabetic)

// Default literal type inference is String
let inferred = "z"
print(type(of: inferred), type(of: "z" as Character), type(of: "z" as Unicode.Scalar))

// Character properties on literals
let samples: [Character] = ["7", "x", " ", "Ä", "!"]
for s in samples {
    print("[\(s)]", s.isNumber, s.isLetter, s.isWhitespace, s.isPunctuation, s.isUppercase, s.asciiValue.map(String.init) ?? "-")
}

// expect: U+41 U+1F600 U+E9
// expect: [65, 128512]
// expect: a cluster 1 1
// expect: é cluster 1 2
// expect: 🇯🇵 cluster 1 2
// expect: string(1) string(2) string(0)
// expect: ß ß ß 223 SS true true
// expect: String Character Scalar
// expect: [7] true false false false false 55
// expect: [x] false true false false false 120
// expect: [ ] false false true false false 32
// expect: [Ä] false true false false true -
// expect: [!] false false false true false 33
