// Blog style (Unicode.Scalar value): printing code points in hex for a string
let text = "Añ€😀"
for scalar in text.unicodeScalars {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    let padded = String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    print("U+\(padded) \(scalar)")
}
print("scalars:", text.unicodeScalars.count)
print("utf8:", text.utf8.count)
print("utf16:", text.utf16.count)
print("characters:", text.count)
if let s = Unicode.Scalar(0x1F600) {
    print("made from value:", s, s.value)
}
print(Unicode.Scalar(0xD800) == nil ? "surrogate rejected" : "accepted")
let u: Unicode.Scalar = "z"
print(u.isASCII, u.value)
// expect: U+0041 A
// expect: U+00F1 ñ
// expect: U+20AC €
// expect: U+1F600 😀
// expect: scalars: 4
// expect: utf8: 10
// expect: utf16: 5
// expect: characters: 4
// expect: made from value: 😀 128512
// expect: surrogate rejected
// expect: true 122
