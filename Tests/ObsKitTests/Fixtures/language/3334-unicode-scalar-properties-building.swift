// Swift book style: unicode scalar properties and building strings from scalars
let word = "naïve café"
for scalar in word.unicodeScalars where !scalar.isASCII {
    print("U+\(String(scalar.value, radix: 16, uppercase: true)) \(scalar)")
}
var scalars = String.UnicodeScalarView()
for v in 72...76 {
    if let s = Unicode.Scalar(v) { scalars.append(s) }
}
print(String(scalars))
let alphabet = (UInt32(97)...UInt32(122)).compactMap(Unicode.Scalar.init).map(Character.init)
print(String(alphabet))
print(String(alphabet.prefix(5)), alphabet.count)
let flag = "🇯🇵"
print(flag.count, flag.unicodeScalars.count, flag.utf8.count, flag.utf16.count)
let family = "👨‍👩‍👧"
print(family.count, family.unicodeScalars.count)
let s: Unicode.Scalar = "A"
print(s.value, s.properties.isAlphabetic, s.properties.isUppercase)
print(Character("é").unicodeScalars.first!.value)
let rot13 = String(String.UnicodeScalarView("Hello, World!".unicodeScalars.map { sc -> Unicode.Scalar in
    switch sc.value {
    case 65...90: return Unicode.Scalar((sc.value - 65 + 13) % 26 + 65)!
    case 97...122: return Unicode.Scalar((sc.value - 97 + 13) % 26 + 97)!
    default: return sc
    }
}))
print(rot13)
let hexDigits = "ff 10 7a".split(separator: " ").compactMap { UInt32($0, radix: 16) }
print(hexDigits, hexDigits.compactMap(Unicode.Scalar.init).map(String.init).joined())
print(String(255, radix: 2), String(255, radix: 16), Int("z", radix: 36)!)
// expect: U+EF ï
// expect: U+E9 é
// expect: HIJKL
// expect: abcdefghijklmnopqrstuvwxyz
// expect: abcde 26
// expect: 1 2 8 4
// expect: 1 5
// expect: 65 true true
// expect: 233
// expect: Uryyb, Jbeyq!
// expect: [255, 16, 122] ÿz
// expect: 11111111 ff 35
