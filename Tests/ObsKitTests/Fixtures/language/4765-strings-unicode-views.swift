// Swift book style: UTF-8, UTF-16 and unicode scalar representations
// Checks: iterating each view and printing numeric code units,
// scalar values and their string forms, view counts, converting code units
// back, and view indices aligning with String.Index.

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
    print("\(scalar) ", terminator: "")
}
print("")

print(dogString.count, dogString.utf8.count, dogString.utf16.count, dogString.unicodeScalars.count)

// Array conversions of views
print(Array("Hi!".utf8))
print(Array("Hi!".utf16))
print("Hi!".unicodeScalars.map { $0.value })
print("é".utf8.map { String($0, radix: 16) })
print("🐶".utf16.map { String($0, radix: 16, uppercase: true) })

// Building strings from code units
let bytes: [UInt8] = [83, 119, 105, 102, 116]
print(String(decoding: bytes, as: UTF8.self))
let units: [UInt16] = [0xD83D, 0xDE00, 0x21]
print(String(decoding: units, as: UTF16.self))
var fromScalars = String.UnicodeScalarView()
fromScalars.append(Unicode.Scalar(72))
fromScalars.append(Unicode.Scalar(105))
print(String(fromScalars))

// Scalar properties
for s in "aZ9 ".unicodeScalars {
    print(s.value, s.isASCII, s.properties.isAlphabetic, s.properties.isWhitespace)
}
print(Unicode.Scalar(0x1F436)!.properties.isEmoji)

// Summing byte values to check contents
let word = "Swift"
let byteSum = word.utf8.reduce(0) { $0 + Int($1) }
print(byteSum)
print(word.utf8.first!, word.utf8.last!)
print(word.utf8.contains(119))

// Index conversion between views
let text = "naïve"
if let i = text.firstIndex(of: "ï") {
    let utf8Offset = text.utf8.distance(from: text.utf8.startIndex, to: i)
    let scalarOffset = text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: i)
    print("utf8 offset \(utf8Offset), scalar offset \(scalarOffset)")
    let next = text.index(after: i)
    print(text.utf8.distance(from: i, to: next))
}

// Uppercasing by scalar arithmetic
let lower = "hello"
let shifted = String(String.UnicodeScalarView(lower.unicodeScalars.map { Unicode.Scalar($0.value - 32)! }))
print(shifted)
let caesar = String(lower.unicodeScalars.map { scalar -> Character in
    let base: UInt32 = 97
    let rotated = (scalar.value - base + 3) % 26 + base
    return Character(Unicode.Scalar(rotated)!)
})
print(caesar)

// utf8CString / contiguous storage checks
print("abc".utf8CString.count)
print("abc".utf8CString.last!)
print("ab\u{0}c".utf8.count)

// expect: 68 111 103 226 128 188 240 159 144 182 
// expect: 68 111 103 8252 55357 56374 
// expect: 68 111 103 8252 128054 
// expect: D o g ‼ 🐶 
// expect: 5 10 6 5
// expect: [72, 105, 33]
// expect: [72, 105, 33]
// expect: [72, 105, 33]
// expect: ["c3", "a9"]
// expect: ["D83D", "DC36"]
// expect: Swift
// expect: 😀!
// expect: Hi
// expect: 97 true true false
// expect: 90 true true false
// expect: 57 true false false
// expect: 32 true false true
// expect: true
// expect: 525
// expect: 83 116
// expect: true
// expect: utf8 offset 2, scalar offset 2
// expect: 2
// expect: HELLO
// expect: khoor
// expect: 4
// expect: 0
// expect: 4
