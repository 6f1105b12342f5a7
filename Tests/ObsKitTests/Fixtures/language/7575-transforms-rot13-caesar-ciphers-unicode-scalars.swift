// Tutorial style (transforms): ROT13 and Caesar ciphers on unicode scalars plus applyingTransform
import Foundation

func caesar(_ s: String, shift: Int) -> String {
    var out = String.UnicodeScalarView()
    for u in s.unicodeScalars {
        let v = u.value
        var base: UInt32? = nil
        if (65...90).contains(v) { base = 65 }
        if (97...122).contains(v) { base = 97 }
        if let b = base {
            let shifted = (Int(v - b) + shift % 26 + 26) % 26
            out.append(Unicode.Scalar(b + UInt32(shifted))!)
        } else {
            out.append(u)
        }
    }
    return String(out)
}

let secret = "Hello, World! Swift 6"
let rot = caesar(secret, shift: 13)
print(rot)
print(caesar(rot, shift: 13))
print(caesar("abc xyz", shift: 3), caesar("abc xyz", shift: -3))

let upperVowels = "education".map { "aeiou".contains($0) ? Character($0.uppercased()) : $0 }
print(String(upperVowels))

if let latin = "Привет мир".applyingTransform(.toLatin, reverse: false) {
    print(latin)
}
if let plain = "Crème brûlée".applyingTransform(.stripDiacritics, reverse: false) {
    print(plain)
}
if let full = "ABC 123".applyingTransform(.fullwidthToHalfwidth, reverse: true) {
    print(full)
}
if let named = "☃".applyingTransform(.toUnicodeName, reverse: false) {
    print(named)
}
if let greek = "Alpha".applyingTransform(StringTransform("Latin-Greek"), reverse: false) {
    print(greek)
}

let reversedWords = secret.components(separatedBy: " ").map { String($0.reversed()) }.joined(separator: " ")
print(reversedWords)
let atbash = String(secret.lowercased().unicodeScalars.map { u -> Character in
    guard (97...122).contains(u.value) else { return Character(u) }
    return Character(Unicode.Scalar(219 - u.value)!)
})
print(atbash)
// expect: Uryyb, Jbeyq! Fjvsg 6
// expect: Hello, World! Swift 6
// expect: def abc xyz uvw
// expect: EdUcAtIOn
// expect: Privet mir
// expect: Creme brulee
// expect: ＡＢＣ　１２３
// expect: \N{SNOWMAN}
// expect: Ἀλφα
// expect: ,olleH !dlroW tfiwS 6
// expect: svool, dliow! hdrug 6
