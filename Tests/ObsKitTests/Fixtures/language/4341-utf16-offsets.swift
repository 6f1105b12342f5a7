// App code style: converting between Character offsets, UTF-16 offsets and String.Index for text ranges
let text = "Hi 👋🏽 Zoë! Café ☕ time"

func utf16Offset(of idx: String.Index, in s: String) -> Int {
    s.utf16.distance(from: s.utf16.startIndex, to: idx)
}

func indexFromUTF16(_ offset: Int, in s: String) -> String.Index? {
    guard offset >= 0 && offset <= s.utf16.count else { return nil }
    let i = s.utf16.index(s.utf16.startIndex, offsetBy: offset)
    return i.samePosition(in: s)
}

print("chars=\(text.count) utf16=\(text.utf16.count) utf8=\(text.utf8.count)")
var table: [String] = []
for (n, i) in text.indices.enumerated() {
    let ch = text[i]
    if !ch.isASCII {
        table.append("\(ch)@char\(n)/u16:\(utf16Offset(of: i, in: text))/u8:\(text.utf8.distance(from: text.startIndex, to: i))")
    }
}
print(table.joined(separator: " "))

let mentions = [(3, 4), (8, 3), (13, 4), (18, 1)]
for (start, len) in mentions {
    if let a = indexFromUTF16(start, in: text), let b = indexFromUTF16(start + len, in: text) {
        print("utf16 [\(start), \(start + len)) -> '\(text[a..<b])'")
    } else {
        print("utf16 [\(start), \(start + len)) -> not on a character boundary")
    }
}

let u16 = text.utf16
let mid = u16.index(u16.startIndex, offsetBy: 4)
print("mid surrogate boundary:", mid.samePosition(in: text) == nil, u16[mid] >= 0xDC00)
let str16 = String(text.utf16.prefix(3))
print(str16 ?? "nil", str16?.count ?? -1)

func highlight(_ s: String, ranges: [Range<Int>]) -> String {
    var out = ""
    var i = 0
    var open = false
    for ch in s {
        let inside = ranges.contains { $0.contains(i) }
        if inside && !open { out += "«"; open = true }
        if !inside && open { out += "»"; open = false }
        out.append(ch)
        i += String(ch).utf16.count
    }
    if open { out += "»" }
    return out
}
print(highlight(text, ranges: [3..<7, 13..<17]))
print(highlight("plain text", ranges: [0..<5]))

let scalarsOnly = String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.value < 0x1F000 }))
print(scalarsOnly, scalarsOnly.utf16.count)
let i1 = String.Index(utf16Offset: 6, in: text)
print(text[i1...].prefix(4), i1.utf16Offset(in: text))
let codeUnits: [UInt16] = [0x48, 0xD83D, 0xDE00, 0x21]
print(String(decoding: codeUnits, as: UTF16.self), String(decoding: [0xD83D] as [UInt16], as: UTF16.self).unicodeScalars.first!.value)
// expect: chars=21 utf16=24 utf8=32
// expect: 👋🏽@char3/u16:3/u8:3 ë@char7/u16:10/u8:14 é@char13/u16:16/u8:21 ☕@char15/u16:18/u8:24
// expect: utf16 [3, 7) -> '👋🏽'
// expect: utf16 [8, 11) -> 'Zoë'
// expect: utf16 [13, 17) -> 'Café'
// expect: utf16 [18, 19) -> '☕'
// expect: mid surrogate boundary: true true
// expect: Hi  3
// expect: Hi «👋🏽» Zoë! «Café» ☕ time
// expect: «plain» text
// expect: Hi  Zoë! Café ☕ time 20
// expect: 🏽 Zo 6
// expect: H😀! 65533
