// Swift book style: unicodeScalars, utf8 and utf16 views
let dogString = "Dog‼🐶"
for codeUnit in dogString.utf8 {
    print("\(codeUnit) ", terminator: "")
}
print("")
for codeUnit in dogString.utf16 {
    print("\(codeUnit) ", terminator: "")
}
print("")
for scalar in dogString.unicodeScalars {
    print("\(scalar.value) ", terminator: "")
}
print("")
for scalar in dogString.unicodeScalars {
    print("\(scalar) ")
}

print(dogString.count, dogString.unicodeScalars.count, dogString.utf16.count, dogString.utf8.count)

let eAcute: Character = "\u{E9}"
let combinedEAcute: Character = "\u{65}\u{301}"
print(eAcute, combinedEAcute, eAcute == combinedEAcute)
print(String(eAcute).unicodeScalars.count, String(combinedEAcute).unicodeScalars.count)

var word = "cafe"
print("the number of characters in \(word) is \(word.count)")
word += "\u{301}"
print("the number of characters in \(word) is \(word.count)")

let regionalIndicatorForUS: Character = "\u{1F1FA}\u{1F1F8}"
print(regionalIndicatorForUS, String(regionalIndicatorForUS).unicodeScalars.count)

let dollarSign = "\u{24}"
let blackHeart = "\u{2665}"
let sparklingHeart = "\u{1F496}"
print(dollarSign, blackHeart, sparklingHeart)

func hex(_ v: UInt32) -> String {
    let h = String(v, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - h.count)) + h
}
for s in "A€𝄞".unicodeScalars {
    print(s, hex(s.value), s.isASCII, s.utf8.count, s.utf16.count)
}

let bytes = Array("hey".utf8)
print(bytes)
let back = String(decoding: bytes, as: UTF8.self)
print(back)

let scalars = "abc".unicodeScalars.map { Unicode.Scalar($0.value + 1)! }
var shifted = String.UnicodeScalarView()
shifted.append(contentsOf: scalars)
print(String(shifted))

let props = "a1 Ω".unicodeScalars.map { s -> String in
    let p = s.properties
    return "\(s):\(p.isAlphabetic ? "A" : "-")\(p.isWhitespace ? "W" : "-")\(p.numericType != nil ? "N" : "-")"
}
print(props.joined(separator: " "))

let utf16Units = Array("😀".utf16)
print(utf16Units, utf16Units.map { UTF16.isLeadSurrogate($0) })
print(UnicodeScalar(65), Character(UnicodeScalar(97)))

// expect: 68 111 103 226 128 188 240 159 144 182 
// expect: 68 111 103 8252 55357 56374 
// expect: 68 111 103 8252 128054 
// expect: D 
// expect: o 
// expect: g 
// expect: ‼ 
// expect: 🐶 
// expect: 5 5 6 10
// expect: é é true
// expect: 1 2
// expect: the number of characters in cafe is 4
// expect: the number of characters in café is 4
// expect: 🇺🇸 2
// expect: $ ♥ 💖
// expect: A U+0041 true 1 1
// expect: € U+20AC false 3 1
// expect: 𝄞 U+1D11E false 4 2
// expect: [104, 101, 121]
// expect: hey
// expect: bcd
// expect: a:A-- 1:--N  :-W- Ω:A--
// expect: [55357, 56832] [true, false]
// expect: Optional("A") a
