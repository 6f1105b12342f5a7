// Blog style (unicodeScalars mutation): building strings scalar by scalar
var s = ""
for v in stride(from: 0x41, through: 0x45, by: 1) {
    s.unicodeScalars.append(Unicode.Scalar(UInt8(v)))
}
print(s)
s.unicodeScalars.append(contentsOf: "xyz".unicodeScalars)
print(s, s.count)
var accent = "cafe"
accent.unicodeScalars.append("\u{301}")
print(accent, accent.count, accent.unicodeScalars.count)
let view = "Zoë".unicodeScalars
print(view.first!, view.last!.value, view.count)
let filtered = String(String.UnicodeScalarView("a1b2c3".unicodeScalars.filter { $0.properties.isAlphabetic }))
print(filtered)
var chars = String.UnicodeScalarView()
chars.append("Q")
chars.append("!")
print(String(chars))
// expect: ABCDE
// expect: ABCDExyz 8
// expect: café 4 5
// expect: Z 235 3
// expect: abc
// expect: Q!
