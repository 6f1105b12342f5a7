// Compiler test style: CRLF "\r\n" is a single Character grapheme
let crlf = "\r\n"
print(crlf.count, crlf.unicodeScalars.count, crlf.utf8.count)
let c: Character = "\r\n"
print(c.isNewline, c.isWhitespace)
print(c == "\n", c == "\r")

let text = "line1\r\nline2\r\nline3"
print(text.count)
let lines = text.split(separator: "\r\n")
print(lines.count)
print(text.split(separator: "\n").count)
let byNewline = text.split(whereSeparator: { $0.isNewline })
print(byNewline.map(String.init))
let mixed = "a\nb\r\nc\rd"
print(mixed.split(whereSeparator: \.isNewline).count)
debugPrint(Array("x\r\ny"))
// expect: 1 2 2
// expect: true true
// expect: false false
// expect: 17
// expect: 3
// expect: 1
// expect: ["line1", "line2", "line3"]
// expect: 4
// expect: ["x", "\r\n", "y"]
