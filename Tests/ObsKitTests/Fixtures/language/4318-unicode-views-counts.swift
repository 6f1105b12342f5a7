// App code style: comparing count, unicodeScalars, utf8 and utf16 views for UI text length limits
func hexBytes(_ s: String) -> String {
    let digits = Array("0123456789ABCDEF")
    return s.utf8.map { b in String([digits[Int(b >> 4)], digits[Int(b & 15)]]) }.joined(separator: " ")
}

func scalarNames(_ s: String) -> String {
    s.unicodeScalars.map { sc -> String in
        var hex = String(sc.value, radix: 16, uppercase: true)
        while hex.count < 4 { hex = "0" + hex }
        return "U+" + hex
    }.joined(separator: " ")
}

let samples = ["abc", "café", "cafe\u{301}", "naïve", "🇯🇵", "👍🏽", "👨‍👩‍👧", "日本語", "e\u{301}\u{302}", "∑x²"]
print("text | chars | scalars | utf16 | utf8")
for s in samples {
    print("\(s) | \(s.count) | \(s.unicodeScalars.count) | \(s.utf16.count) | \(s.utf8.count)")
}
print("")
print(scalarNames("cafe\u{301}"))
print(hexBytes("café"))
print(scalarNames("👍🏽"))
print(hexBytes("€"))
print("é precomposed == decomposed:", "caf\u{E9}" == "cafe\u{301}")
print("utf8 equal:", Array("caf\u{E9}".utf8) == Array("cafe\u{301}".utf8))

func truncateUTF8(_ s: String, maxBytes: Int) -> String {
    var out = ""
    var used = 0
    for ch in s {
        let n = String(ch).utf8.count
        if used + n > maxBytes { break }
        out.append(ch)
        used += n
    }
    return out
}

let tweet = "Hi 👋 from Zürich 🇨🇭!"
for limit in [3, 7, 8, 14, 20, 30] {
    let t = truncateUTF8(tweet, maxBytes: limit)
    print("limit \(limit): '\(t)' bytes=\(t.utf8.count) chars=\(t.count)")
}

var asciiOnly = ""
for sc in tweet.unicodeScalars where sc.isASCII {
    asciiOnly.unicodeScalars.append(sc)
}
print(asciiOnly)
let built = String(String.UnicodeScalarView([Unicode.Scalar(72)!, Unicode.Scalar(0x1F600)!, Unicode.Scalar(33)!]))
print(built, built.count, built.utf8.count)
let fromBytes = String(decoding: [0x48, 0x69, 0xE2, 0x9C, 0x93], as: UTF8.self)
print(fromBytes, fromBytes.count)
print(Array("Zü".utf16), "Zü".unicodeScalars.map { $0.value })
// expect: text | chars | scalars | utf16 | utf8
// expect: abc | 3 | 3 | 3 | 3
// expect: café | 4 | 4 | 4 | 5
// expect: café | 4 | 5 | 5 | 6
// expect: naïve | 5 | 5 | 5 | 6
// expect: 🇯🇵 | 1 | 2 | 4 | 8
// expect: 👍🏽 | 1 | 2 | 4 | 8
// expect: 👨‍👩‍👧 | 1 | 5 | 8 | 18
// expect: 日本語 | 3 | 3 | 3 | 9
// expect: é̂ | 1 | 3 | 3 | 5
// expect: ∑x² | 3 | 3 | 3 | 6
// expect:
// expect: U+0063 U+0061 U+0066 U+0065 U+0301
// expect: 63 61 66 C3 A9
// expect: U+1F44D U+1F3FD
// expect: E2 82 AC
// expect: é precomposed == decomposed: true
// expect: utf8 equal: false
// expect: limit 3: 'Hi ' bytes=3 chars=3
// expect: limit 7: 'Hi 👋' bytes=7 chars=4
// expect: limit 8: 'Hi 👋 ' bytes=8 chars=5
// expect: limit 14: 'Hi 👋 from Z' bytes=14 chars=11
// expect: limit 20: 'Hi 👋 from Zürich' bytes=20 chars=16
// expect: limit 30: 'Hi 👋 from Zürich 🇨🇭!' bytes=30 chars=19
// expect: Hi  from Zrich !
// expect: H😀! 3 6
// expect: Hi✓ 3
// expect: [90, 252] [90, 252]
