// Swift book style: Strings and Characters: UTF-8, UTF-16 and unicode scalar representations
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

let sparkle = "\u{2728}"
let heart = "\u{1F496}"
print(sparkle, heart, sparkle.utf8.count, heart.utf8.count, heart.utf16.count)

let word = "Résumé"
let codes = word.unicodeScalars.map { String($0.value, radix: 16) }
print(codes.joined(separator: " "))
let asciiOnly = word.unicodeScalars.filter { $0.isASCII }
print(String(String.UnicodeScalarView(asciiOnly)))

let bytes = Array("héllo".utf8)
print(bytes)
if let decoded = String(validating: bytes, as: UTF8.self) {
    print("decoded:", decoded)
}
let rebuilt = String(decoding: bytes, as: UTF8.self)
print("rebuilt:", rebuilt, rebuilt.count)

let letterA: UnicodeScalar = "A"
print(letterA.value, Character(UnicodeScalar(letterA.value + 2)!))
let shifted = String("hal".unicodeScalars.map { Character(UnicodeScalar($0.value + 1)!) })
print(shifted)
let caesarInput = "Swift"
var caesar = ""
for ch in caesarInput.unicodeScalars {
    let base: UInt32 = ch.properties.isUppercase ? 65 : 97
    caesar.unicodeScalars.append(UnicodeScalar((ch.value - base + 3) % 26 + base)!)
}
print(caesar)
let utf16Index = dogString.utf16.index(dogString.utf16.startIndex, offsetBy: 3)
print(dogString.utf16[utf16Index], Character("‼").asciiValue == nil, Character("z").asciiValue!)

// expect: 68 111 103 226 128 188 240 159 144 182 
// expect: 68 111 103 8252 55357 56374 
// expect: 68 111 103 8252 128054 
// expect: D 
// expect: o 
// expect: g 
// expect: ‼ 
// expect: 🐶 
// expect: ✨ 💖 3 4 2
// expect: 52 e9 73 75 6d e9
// expect: Rsum
// expect: [104, 195, 169, 108, 108, 111]
// expect: decoded: héllo
// expect: rebuilt: héllo 5
// expect: 65 C
// expect: ibm
// expect: Vzliw
// expect: 8252 true 122
