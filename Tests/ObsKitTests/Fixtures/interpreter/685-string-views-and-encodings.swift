// String's views and the UTF8/UTF16 encodings: view indices and subscripts, samePosition(in:), building a
// String.UnicodeScalarView and changing a string's own unicodeScalars, UTF16's surrogate tests, decoding and
// validating code units. Expected output: swiftc 6.3.1 (Linux), run on this machine (tools/fixture-expect).
let text = "añ😀z"
let u16 = text.utf16
let second = u16.index(after: u16.startIndex)
print(u16[second], text.utf8[text.utf8.index(text.utf8.startIndex, offsetBy: 2)], text.unicodeScalars[text.unicodeScalars.index(before: text.unicodeScalars.endIndex)])
let inside = u16.index(u16.startIndex, offsetBy: 3)
print(inside.samePosition(in: text) == nil, inside.samePosition(in: text.unicodeScalars) == nil, second.samePosition(in: text.unicodeScalars).map { text.unicodeScalars[$0] } as Any)
print(u16.index(u16.startIndex, offsetBy: 9, limitedBy: u16.endIndex) as Any)
print(UTF16.isLeadSurrogate(0xD83D), UTF16.isTrailSurrogate(0xD83D), UTF16.leadSurrogate("😀"), UTF16.trailSurrogate("😀"), UTF16.width("😀"), UTF8.width("é"))
print(UTF8.isContinuation(0x80), UTF8.isContinuation(0x41))
var view = String.UnicodeScalarView()
view.append("a")
view.append(contentsOf: "bc".unicodeScalars)
view.insert("Z", at: view.startIndex)
let removed = view.removeLast()
print(String(view), removed, view.count)
var word = "cafe"
word.unicodeScalars.append("\u{301}")
print(word, word.count, word.unicodeScalars.count)
word.unicodeScalars.removeFirst()
print(word)
print(String(decoding: [0x61, 0xF0, 0x9F, 0x98, 0x80] as [UInt8], as: UTF8.self), String(validating: [0xC3, 0x28] as [UInt8], as: UTF8.self) as Any)
print(String(decoding: [0xD83D, 0xDE00, 0x21] as [UInt16], as: UTF16.self), String(validating: [0xDE00] as [UInt16], as: UTF16.self) as Any)
var i = text.startIndex
text.formIndex(after: &i)
text.formIndex(after: &i)
print(text[i], text.prefix(upTo: i), text.prefix(through: i), text.suffix(from: i))

// expect: 241 177 z
// expect: true true Optional("\u{00F1}")
// expect: nil
// expect: true false 55357 56832 2 2
// expect: true false
// expect: Zab c 3
// expect: café 4 5
// expect: afé
// expect: a😀 nil
// expect: 😀! nil
// expect: 😀 añ añ😀 😀z
