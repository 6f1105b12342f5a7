// String.Index arithmetic: index(_:offsetBy:limitedBy:) at both ends, distance, views' indices, and index conversions
let s = "héllo, wörld"

func at(_ s: String, _ n: Int) -> String {
    guard let i = s.index(s.startIndex, offsetBy: n, limitedBy: s.endIndex) else { return "nil" }
    return i == s.endIndex ? "end" : String(s[i])
}
print((0...13).map { at(s, $0) }.joined(separator: ","))
print(s.index(s.startIndex, offsetBy: -1, limitedBy: s.startIndex) as Any)

func back(_ s: String, _ n: Int) -> String {
    guard let i = s.index(s.endIndex, offsetBy: -n, limitedBy: s.startIndex) else { return "nil" }
    return String(s[i...])
}
print(back(s, 0).isEmpty, back(s, 5), back(s, 12), back(s, 13))

let limit = s.index(s.startIndex, offsetBy: 5)
print(s.index(s.startIndex, offsetBy: 4, limitedBy: limit).map { String(s[$0]) } as Any)
print(s.index(s.startIndex, offsetBy: 5, limitedBy: limit) == limit)
print(s.index(s.startIndex, offsetBy: 6, limitedBy: limit) as Any)
print(s.index(limit, offsetBy: -2, limitedBy: s.startIndex).map { s.distance(from: s.startIndex, to: $0) } as Any)
let far = s.index(s.startIndex, offsetBy: 9)
print(s.index(far, offsetBy: -3, limitedBy: limit).map { String(s[$0...]) } as Any)
print(s.index(far, offsetBy: -5, limitedBy: limit) as Any)

print(s.distance(from: s.startIndex, to: s.endIndex), s.distance(from: s.endIndex, to: s.startIndex))
let comma = s.firstIndex(of: ",")!
print(s.distance(from: s.startIndex, to: comma), s.utf8.distance(from: s.startIndex, to: comma))
print(s[s.index(after: comma)...], s[..<s.index(before: comma)])

let u8 = s.utf8.index(s.utf8.startIndex, offsetBy: 2)
print(s.utf8[u8], u8.samePosition(in: s) == nil)
let u8b = s.utf8.index(s.utf8.startIndex, offsetBy: 3)
print(u8b.samePosition(in: s).map { String(s[$0]) } as Any)
let sc = s.unicodeScalars.firstIndex(of: "ö")!
print(s.unicodeScalars.distance(from: s.unicodeScalars.startIndex, to: sc), String(s[sc]))
print(sc.utf16Offset(in: s), s.utf16.count)

var i = s.startIndex
var picked = ""
while i < s.endIndex {
    picked.append(s[i])
    guard let n = s.index(i, offsetBy: 3, limitedBy: s.endIndex) else { break }
    i = n
}
print(picked)

let emoji = "a👍🏽b"
print(emoji.count, emoji.index(emoji.startIndex, offsetBy: 2, limitedBy: emoji.endIndex).map { String(emoji[$0]) } as Any)
let mid = emoji.index(after: emoji.startIndex)
print(String(emoji[mid]), emoji.unicodeScalars[mid].value, emoji.utf16.distance(from: mid, to: emoji.index(after: mid)))
let r = s.index(s.startIndex, offsetBy: 1)..<s.index(s.endIndex, offsetBy: -1)
print(s[r], s[r].count, s[r].startIndex == r.lowerBound)
let empty = ""
print(empty.index(empty.startIndex, offsetBy: 0, limitedBy: empty.endIndex) == empty.endIndex)
print(empty.index(empty.startIndex, offsetBy: 1, limitedBy: empty.endIndex) as Any)
print(String.Index(utf16Offset: 4, in: s) == s.index(s.startIndex, offsetBy: 4))
print(s.indices.count, s.indices.filter { s[$0] == "l" }.map { s.distance(from: s.startIndex, to: $0) })

// expect: h,é,l,l,o,,, ,w,ö,r,l,d,end,nil
// expect: nil
// expect: true wörld héllo, wörld nil
// expect: Optional("o")
// expect: true
// expect: nil
// expect: Optional(3)
// expect: Optional(" wörld")
// expect: nil
// expect: 12 -12
// expect: 5 6
// expect:  wörld héll
// expect: 169 true
// expect: Optional("l")
// expect: 8 ö
// expect: 8 12
// expect: hl r
// expect: 3 Optional("b")
// expect: 👍🏽 128077 4
// expect: éllo, wörl 10 true
// expect: true
// expect: nil
// expect: true
// expect: 12 [2, 3, 10]
