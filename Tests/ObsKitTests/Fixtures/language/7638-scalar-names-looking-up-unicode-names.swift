// Blog style (scalar names): looking up Unicode names of scalars
let chars = "A€🐱é"
for s in chars.unicodeScalars {
    print(s.properties.name ?? "(no name)")
}
let combined = "e\u{301}"
for s in combined.unicodeScalars {
    print(String(s.value, radix: 16), s.properties.name ?? "-")
}
let tab: Unicode.Scalar = "\t"
print("tab name:", tab.properties.name ?? "nil")
print("tab alias:", tab.properties.nameAlias ?? "nil")
let ch: Unicode.Scalar = "ß"
print(ch.properties.lowercaseMapping, ch.properties.uppercaseMapping, ch.properties.titlecaseMapping)
// expect: LATIN CAPITAL LETTER A
// expect: EURO SIGN
// expect: CAT FACE
// expect: LATIN SMALL LETTER E WITH ACUTE
// expect: 65 LATIN SMALL LETTER E
// expect: 301 COMBINING ACUTE ACCENT
// expect: tab name: nil
// expect: tab alias: nil
// expect: ß SS Ss
