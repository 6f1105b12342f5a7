// Compiler test style: walking a String with String.Index, index(after:), offsetBy and limits
let s = "Héllo, wörld!"
var i = s.startIndex
var collected: [Character] = []
while i != s.endIndex {
    if s[i].isLetter { collected.append(s[i]) }
    i = s.index(after: i)
}
print(String(collected))

let third = s.index(s.startIndex, offsetBy: 2)
print(s[third], s[s.index(before: s.endIndex)])
print(s[s.startIndex..<third])
print(s[third...])

if let comma = s.firstIndex(of: ",") {
    print("prefix:", s[..<comma])
    print("distance:", s.distance(from: s.startIndex, to: comma))
    let after = s.index(after: comma)
    print("rest:", s[after...].trimmingPrefix(" "))
}

let limited = s.index(s.startIndex, offsetBy: 50, limitedBy: s.endIndex)
print(limited == nil ? "past end" : "in range")
let ok = s.index(s.startIndex, offsetBy: 5, limitedBy: s.endIndex)
print(ok.map { String(s[$0]) } ?? "nil")

var backwards = ""
var j = s.endIndex
while j > s.startIndex {
    j = s.index(before: j)
    backwards.append(s[j])
}
print(backwards)

let word = "racecar"
var lo = word.startIndex
var hi = word.index(before: word.endIndex)
var palindrome = true
while lo < hi {
    if word[lo] != word[hi] { palindrome = false; break }
    lo = word.index(after: lo)
    hi = word.index(before: hi)
}
print(word, "palindrome:", palindrome)

if let lastO = s.lastIndex(of: "o") {
    print("last o at offset", s.distance(from: s.startIndex, to: lastO))
}
print(s.indices.filter { s[$0] == "l" }.count)

// expect: Héllowörld
// expect: l !
// expect: Hé
// expect: llo, wörld!
// expect: prefix: Héllo
// expect: distance: 5
// expect: rest: wörld!
// expect: past end
// expect: ,
// expect: !dlröw ,olléH
// expect: racecar palindrome: true
// expect: last o at offset 4
// expect: 3
