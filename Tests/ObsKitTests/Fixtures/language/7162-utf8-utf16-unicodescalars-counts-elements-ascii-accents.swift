// Standard library API style (String views): utf8, utf16 and unicodeScalars counts and elements for ASCII, accents, CJK and emoji
let words = ["cat", "café", "cafe\u{301}", "日本", "😀", "👍🏽", "🇫🇷", ""]
for w in words {
    print(w.debugDescription, "chars:", w.count, "scalars:", w.unicodeScalars.count,
          "utf16:", w.utf16.count, "utf8:", w.utf8.count)
}
let s = "né😀"
print("utf8 bytes:", Array(s.utf8))
print("utf16 units:", Array(s.utf16))
print("utf16 hex:", s.utf16.map { String($0, radix: 16) })
print("scalars:", s.unicodeScalars.map { $0.value })
print("first utf8:", s.utf8.first as Any, "last utf16:", s.utf16.last as Any)
print("isEmpty views:", "".utf8.isEmpty, "".utf16.isEmpty, "".unicodeScalars.isEmpty)
print("contains byte:", s.utf8.contains(0xC3), s.utf8.contains(0x00))
print("from utf8:", String(decoding: [72, 105, 0xE2, 0x82, 0xAC], as: UTF8.self))
print("from bad utf8:", String(decoding: [65, 0xFF, 66], as: UTF8.self))
print("validating:", String(validatingUTF8: [104, 105, 0]) as Any)
print("from utf16:", String(decoding: [0xD83D, 0xDE00, 0x41] as [UInt16], as: UTF16.self))
print("utf8CString count:", "abc".utf8CString.count, Array("ab".utf8CString))
let idx = s.utf16.index(s.utf16.startIndex, offsetBy: 2)
print("utf16 element at 2:", s.utf16[idx])
print("utf16 offset of emoji:", s.utf16.distance(from: s.utf16.startIndex, to: s.firstIndex(of: "😀")!))
print("utf8 offset of emoji:", s.utf8.distance(from: s.utf8.startIndex, to: s.firstIndex(of: "😀")!))
let sub = s.dropFirst()
print("substring views:", sub.count, sub.utf8.count, sub.utf16.count, sub.unicodeScalars.count)
print("sum bytes:", "ABC".utf8.reduce(0) { $0 + Int($1) })
print("ascii uppercase via bytes:", String(decoding: "hello".utf8.map { $0 - 32 }, as: UTF8.self))
print("reversed scalars:", String(String.UnicodeScalarView("abc".unicodeScalars.reversed())))
print("utf8 elementsEqual:", "é".utf8.elementsEqual([0xC3, 0xA9]), "e\u{301}".utf8.elementsEqual([0xC3, 0xA9]))
print("string equal anyway:", "é" == "e\u{301}")
print("UTF8 width:", UTF8.width("é"), UTF16.width("😀"), UTF16.width("a"))
print("isASCII bytes:", "abc".utf8.allSatisfy { $0 < 128 }, "aé".utf8.allSatisfy { $0 < 128 })

// expect: "cat" chars: 3 scalars: 3 utf16: 3 utf8: 3
// expect: "café" chars: 4 scalars: 4 utf16: 4 utf8: 5
// expect: "café" chars: 4 scalars: 5 utf16: 5 utf8: 6
// expect: "日本" chars: 2 scalars: 2 utf16: 2 utf8: 6
// expect: "😀" chars: 1 scalars: 1 utf16: 2 utf8: 4
// expect: "👍🏽" chars: 1 scalars: 2 utf16: 4 utf8: 8
// expect: "🇫🇷" chars: 1 scalars: 2 utf16: 4 utf8: 8
// expect: "" chars: 0 scalars: 0 utf16: 0 utf8: 0
// expect: utf8 bytes: [110, 195, 169, 240, 159, 152, 128]
// expect: utf16 units: [110, 233, 55357, 56832]
// expect: utf16 hex: ["6e", "e9", "d83d", "de00"]
// expect: scalars: [110, 233, 128512]
// expect: first utf8: Optional(110) last utf16: Optional(56832)
// expect: isEmpty views: true true true
// expect: contains byte: true false
// expect: from utf8: Hi€
// expect: from bad utf8: A�B
// expect: validating: Optional("hi")
// expect: from utf16: 😀A
// expect: utf8CString count: 4 [97, 98, 0]
// expect: utf16 element at 2: 55357
// expect: utf16 offset of emoji: 2
// expect: utf8 offset of emoji: 3
// expect: substring views: 2 6 3 2
// expect: sum bytes: 198
// expect: ascii uppercase via bytes: HELLO
// expect: reversed scalars: cba
// expect: utf8 elementsEqual: true false
// expect: string equal anyway: true
// expect: UTF8 width: 2 2 1
// expect: isASCII bytes: true false
