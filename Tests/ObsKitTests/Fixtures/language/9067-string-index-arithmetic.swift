// Compiler test style: String.Index arithmetic — index(_:offsetBy:), limitedBy, distance, and converting indices between views
let text = "Hello, Wörld! 👋🏽 done"

let start = text.startIndex
let i5 = text.index(start, offsetBy: 5)
print(text[i5], text[..<i5], text.distance(from: start, to: i5))

let end = text.endIndex
let back4 = text.index(end, offsetBy: -4)
print(text[back4...])

// limitedBy returns nil when overshooting.
print(text.index(start, offsetBy: 100, limitedBy: end) == nil)
if let ok = text.index(start, offsetBy: 7, limitedBy: end) { print(text[ok]) }
let lim = text.index(start, offsetBy: 3)
print(text.index(start, offsetBy: 5, limitedBy: lim) == nil, text.index(start, offsetBy: 3, limitedBy: lim) == lim)

// Walking by index(after:) and index(before:).
var idx = text.firstIndex(of: "W")!
var collected = ""
for _ in 0..<5 {
    collected.append(text[idx])
    idx = text.index(after: idx)
}
print(collected)
idx = text.index(before: text.endIndex)
print(text[idx], text[text.index(before: idx)])

// The wave emoji with skin tone is one Character but several scalars/UTF-8 units.
let wave = text.firstIndex(of: "👋🏽")!
let afterWave = text.index(after: wave)
print(text.distance(from: start, to: wave))
print(text.utf8.distance(from: wave, to: afterWave), text.unicodeScalars.distance(from: wave, to: afterWave), text.utf16.distance(from: wave, to: afterWave))

// Distances differ between views.
print(text.count, text.unicodeScalars.count, text.utf16.count, text.utf8.count)
let oIdx = text.firstIndex(of: "ö")!
print(text.distance(from: start, to: oIdx), text.utf8.distance(from: start, to: oIdx))

// Converting a UTF-8 offset back to a String.Index.
let u8 = text.utf8.index(text.utf8.startIndex, offsetBy: 14)
if let charIdx = u8.samePosition(in: text) { print("aligned: [\(text[charIdx...].prefix(3))]") }
let mid = text.utf8.index(after: text.utf8.firstIndex(of: 0xC3)!)
print(mid.samePosition(in: text) == nil)

// Building ranges from offsets.
func substring(_ s: String, _ from: Int, _ len: Int) -> Substring {
    let a = s.index(s.startIndex, offsetBy: from)
    let b = s.index(a, offsetBy: len)
    return s[a..<b]
}
print(substring(text, 7, 5), substring(text, 14, 1).count, substring(text, 14, 1).utf8.count)

// Index comparisons and ranges.
let comma = text.firstIndex(of: ",")!
let bang = text.lastIndex(of: "!")!
print(comma < bang, text[text.index(after: comma)..<bang])
print(text.indices.filter { text[$0] == "o" }.map { text.distance(from: start, to: $0) })

// expect: , Hello 5
// expect: done
// expect: true
// expect: W
// expect: true true
// expect: Wörld
// expect: e n
// expect: 14
// expect: 8 2 4
// expect: 20 21 23 28
// expect: 8 8
// expect: aligned: [ 👋🏽 ]
// expect: true
// expect: Wörld 1 8
// expect: true  Wörld
// expect: [4, 17]
