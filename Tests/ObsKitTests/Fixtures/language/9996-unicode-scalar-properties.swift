// Apple docs style (Unicode.Scalar.Properties): querying alphabetic, case, whitespace and category properties
// known-gap: error: 9996-unicode-scalar-properties.swift:35:89: error: not supported yet: 'Unicode.Scalar.Properties.canonicalCombiningClass'
let sample = "Añ9 Σ+ß\t€"
for scalar in sample.unicodeScalars {
    let p = scalar.properties
    var flags: [String] = []
    if p.isAlphabetic { flags.append("alpha") }
    if p.isUppercase { flags.append("upper") }
    if p.isLowercase { flags.append("lower") }
    if p.isWhitespace { flags.append("space") }
    if p.isMath { flags.append("math") }
    let code = "U+" + String(scalar.value, radix: 16, uppercase: true)
    print("\(code) \(p.generalCategory) [\(flags.joined(separator: ","))]")
}

let names = "Añ€".unicodeScalars.map { $0.properties.name ?? "?" }
print("names:", names)

// Case mappings can change length.
let sharpS: Unicode.Scalar = "ß"
print("ß uppercaseMapping:", sharpS.properties.uppercaseMapping, "titlecase:", sharpS.properties.titlecaseMapping)
let sigma: Unicode.Scalar = "Σ"
print("Σ lowercaseMapping:", sigma.properties.lowercaseMapping)
print("changesWhenUppercased ß:", sharpS.properties.changesWhenUppercased, "9:", ("9" as Unicode.Scalar).properties.changesWhenUppercased)

// ASCII checks live on Unicode.Scalar itself
let mixed = "x7F_é"
print("isASCII:", mixed.unicodeScalars.map(\.isASCII))
print("ASCII hex digits:", mixed.unicodeScalars.filter { $0.properties.isASCIIHexDigit }.map(String.init))

// Combining marks: one Character, two scalars.
let decomposed = "e\u{301}"
print("decomposed count:", decomposed.count, "scalars:", decomposed.unicodeScalars.count)
for s in decomposed.unicodeScalars {
    print("  \(s.escaped(asASCII: true)) category \(s.properties.generalCategory) ccc \(s.properties.canonicalCombiningClass.rawValue)")
}
print("equal to precomposed é:", decomposed == "\u{E9}")

// Filtering a string by scalar properties.
let messy = "Hello,  Wörld!\n42 ÄPFEL"
let lettersOnly = String(String.UnicodeScalarView(messy.unicodeScalars.filter { $0.properties.isAlphabetic }))
print("letters only:", lettersOnly)
let upperCount = messy.unicodeScalars.filter { $0.properties.isUppercase }.count
let spaceCount = messy.unicodeScalars.filter { $0.properties.isWhitespace }.count
print("uppercase scalars:", upperCount, "whitespace scalars:", spaceCount)
let scalar = Unicode.Scalar(0x1F600)!
print("U+1F600 category:", scalar.properties.generalCategory, "alphabetic:", scalar.properties.isAlphabetic)
print("invalid scalar 0xD800:", Unicode.Scalar(0xD800) as Any)

// expect: U+41 uppercaseLetter [alpha,upper]
// expect: U+F1 lowercaseLetter [alpha,lower]
// expect: U+39 decimalNumber []
// expect: U+20 spaceSeparator [space]
// expect: U+3A3 uppercaseLetter [alpha,upper]
// expect: U+2B mathSymbol [math]
// expect: U+DF lowercaseLetter [alpha,lower]
// expect: U+9 control [space]
// expect: U+20AC currencySymbol []
// expect: names: ["LATIN CAPITAL LETTER A", "LATIN SMALL LETTER N WITH TILDE", "EURO SIGN"]
// expect: ß uppercaseMapping: SS titlecase: Ss
// expect: Σ lowercaseMapping: σ
// expect: changesWhenUppercased ß: true 9: false
// expect: isASCII: [true, true, true, true, false]
// expect: ASCII hex digits: ["7", "F"]
// expect: decomposed count: 1 scalars: 2
// expect:   e category lowercaseLetter ccc 0
// expect:   \u{0301} category nonspacingMark ccc 230
// expect: equal to precomposed é: true
// expect: letters only: HelloWörldÄPFEL
// expect: uppercase scalars: 7 whitespace scalars: 4
// expect: U+1F600 category: otherSymbol alphabetic: false
// expect: invalid scalar 0xD800: nil
