// Apple docs style (Unicode.Scalar.Properties): inspecting scalar values and properties
let flag = "🇯🇵"
print(flag.count, flag.unicodeScalars.count)
for scalar in flag.unicodeScalars {
    print(scalar.value, String(scalar.value, radix: 16, uppercase: true))
}

// Scalars from numeric values
if let omega = Unicode.Scalar(0x03A9) {
    print(omega, omega.properties.name ?? "?")
    print("lowercase mapping:", omega.properties.lowercaseMapping)
}
print(Unicode.Scalar(0xD800) == nil)

// Inspecting properties of several scalars
let text = "Aé9 ✓"
for s in text.unicodeScalars {
    let p = s.properties
    print("U+\(String(s.value, radix: 16, uppercase: true))",
          p.isAlphabetic, p.isWhitespace, p.numericType != nil, p.isEmoji)
}

// General category
func category(_ s: Unicode.Scalar) -> String {
    switch s.properties.generalCategory {
    case .uppercaseLetter: return "Lu"
    case .lowercaseLetter: return "Ll"
    case .decimalNumber: return "Nd"
    case .spaceSeparator: return "Zs"
    case .otherPunctuation: return "Po"
    case .mathSymbol: return "Sm"
    default: return "other"
    }
}
print("Hi 5! +".unicodeScalars.map(category))

// Combining characters: one Character, two scalars
let composed = "e\u{301}"
print(composed, composed.count, composed.unicodeScalars.map { $0.value })
print(composed == "é")

// isASCII and escaping
let word = "naïve"
for s in word.unicodeScalars where !s.isASCII {
    print("non-ASCII:", s.escaped(asASCII: true))
}
print(word.unicodeScalars.filter(\.isASCII).count)

// Building a string from scalars
var built = String.UnicodeScalarView()
for v: UInt32 in [72, 105, 0x1F600] {
    if let s = Unicode.Scalar(v) { built.append(s) }
}
print(String(built))

// expect: 1 2
// expect: 127471 1F1EF
// expect: 127477 1F1F5
// expect: Ω GREEK CAPITAL LETTER OMEGA
// expect: lowercase mapping: ω
// expect: true
// expect: U+41 true false false false
// expect: U+E9 true false false false
// expect: U+39 false false true true
// expect: U+20 false true false false
// expect: U+2713 false false false false
// expect: ["Lu", "Ll", "Zs", "Nd", "Po", "Zs", "Sm"]
// expect: é 1 [101, 769]
// expect: true
// expect: non-ASCII: \u{00EF}
// expect: 4
// expect: Hi😀
