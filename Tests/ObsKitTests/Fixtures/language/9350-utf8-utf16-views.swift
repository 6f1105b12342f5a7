// String views: utf8 and utf16 counts, code units, decoding, index conversion
// expected output: swiftc 6.3.1 (Linux), run on this machine
let words = ["abc", "café", "naïve", "€5", "😀", "👍🏽", "🇫🇷", "e\u{301}"]
for w in words {
    print(w, w.count, w.unicodeScalars.count, w.utf16.count, w.utf8.count)
}

let euro = "€"
print(Array(euro.utf8), Array(euro.utf16))
print(Array("😀".utf8).map { String($0, radix: 16) }, Array("😀".utf16).map { String($0, radix: 16) })
print(UTF16.isLeadSurrogate(Array("😀".utf16)[0]), UTF16.isTrailSurrogate(Array("😀".utf16)[1]))

let bytes: [UInt8] = [0x48, 0x69, 0x20, 0xE2, 0x82, 0xAC]
print(String(decoding: bytes, as: UTF8.self))
let bad: [UInt8] = [0x41, 0xFF, 0x42]
let repaired = String(decoding: bad, as: UTF8.self)
print(repaired, repaired.count, repaired.unicodeScalars.map { $0.value })
print(String(validating: bad, as: UTF8.self) ?? "invalid", String(validating: bytes, as: UTF8.self) ?? "invalid")

let units: [UInt16] = [0x0048, 0xD83D, 0xDE00, 0x0021]
print(String(decoding: units, as: UTF16.self))
print(String(decoding: units[0..<2], as: UTF16.self) == "H\u{FFFD}" ? "lone surrogate replaced" : "other")

let text = "añb😀c"
let u8 = text.utf8
var firstMulti = u8.startIndex
while u8[firstMulti] < 0x80 { firstMulti = u8.index(after: firstMulti) }
print("first non-ascii utf8 offset:", u8.distance(from: u8.startIndex, to: firstMulti))
if let i = text.firstIndex(of: "😀") {
    print("emoji at char", text.distance(from: text.startIndex, to: i),
          "utf8", text.utf8.distance(from: text.startIndex, to: i),
          "utf16", text.utf16.distance(from: text.startIndex, to: i))
    let u16i = text.utf16.index(i, offsetBy: 1)
    print("inside surrogate pair is char boundary:", u16i.samePosition(in: text) != nil)
    let after = text.utf16.index(i, offsetBy: 2)
    print("after pair:", text[after...])
}

print(text.utf8.elementsEqual([0x61, 0xC3, 0xB1, 0x62, 0xF0, 0x9F, 0x98, 0x80, 0x63]))
print("ABC".utf8.map { $0 + 32 }.map { Character(Unicode.Scalar($0)) })
var sum = 0
for b in "hello".utf8 { sum += Int(b) }
print("byte sum", sum)
let hex = "Zürich".utf8.map { hexByte($0) }.joined(separator: " ")
print(hex)
func hexByte(_ b: UInt8) -> String {
    let digits = Array("0123456789abcdef")
    return String([digits[Int(b >> 4)], digits[Int(b & 0xF)]])
}
let cString = Array("hi".utf8CString)
print(cString, "nul terminated:", cString.last == 0)

// expect: abc 3 3 3 3
// expect: café 4 4 4 5
// expect: naïve 5 5 5 6
// expect: €5 2 2 2 4
// expect: 😀 1 1 2 4
// expect: 👍🏽 1 2 4 8
// expect: 🇫🇷 1 2 4 8
// expect: é 1 2 2 3
// expect: [226, 130, 172] [8364]
// expect: ["f0", "9f", "98", "80"] ["d83d", "de00"]
// expect: true true
// expect: Hi €
// expect: A�B 3 [65, 65533, 66]
// expect: invalid Hi €
// expect: H😀!
// expect: lone surrogate replaced
// expect: first non-ascii utf8 offset: 1
// expect: emoji at char 3 utf8 4 utf16 3
// expect: inside surrogate pair is char boundary: false
// expect: after pair: c
// expect: true
// expect: ["a", "b", "c"]
// expect: byte sum 532
// expect: 5a c3 bc 72 69 63 68
// expect: [104, 105, 0] nul terminated: true
