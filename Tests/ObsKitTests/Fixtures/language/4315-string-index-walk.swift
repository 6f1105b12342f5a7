// App code style: String.Index walking and slicing: finding words, substrings, offsets, and ranges
let text = "The quick brown fox — jumps over the lazy dog."

func indexOf(_ needle: String, in hay: String, from: String.Index? = nil) -> String.Index? {
    var i = from ?? hay.startIndex
    while i < hay.endIndex {
        if hay[i...].hasPrefix(needle) { return i }
        i = hay.index(after: i)
    }
    return nil
}

print(text.count, text.utf8.count, text.unicodeScalars.count)
let first = text[text.startIndex]
let last = text[text.index(before: text.endIndex)]
print("first=\(first) last=\(last)")

let fifth = text.index(text.startIndex, offsetBy: 4)
let ninth = text.index(fifth, offsetBy: 5)
print("[\(text[fifth..<ninth])]")

if let dash = text.firstIndex(of: "—") {
    let before = text[..<dash]
    let after = text[text.index(after: dash)...]
    print("before: '\(before)' (\(before.count))")
    print("after: '\(after)' (\(after.count))")
    print("dash offset:", text.distance(from: text.startIndex, to: dash))
    print("dash utf8 offset:", text.utf8.distance(from: text.utf8.startIndex, to: dash))
}

var pos: String.Index? = text.startIndex
var hits: [Int] = []
while let p = pos, let found = indexOf("o", in: text, from: p) {
    hits.append(text.distance(from: text.startIndex, to: found))
    pos = text.index(after: found)
}
print("o at:", hits)

if let the = indexOf("the", in: text) {
    let end = text.index(the, offsetBy: 3)
    print("lowercase 'the' at", text.distance(from: text.startIndex, to: the), "followed by", text[end...].prefix(5))
}

let safe = text.index(text.startIndex, offsetBy: 100, limitedBy: text.endIndex)
print("offset 100 valid:", safe != nil)
let ok = text.index(text.endIndex, offsetBy: -4, limitedBy: text.startIndex)
if let ok = ok { print("last four:", text[ok...]) }

var words: [Substring] = []
var wordStart: String.Index? = nil
var idx = text.startIndex
while idx < text.endIndex {
    let ch = text[idx]
    if ch.isLetter {
        if wordStart == nil { wordStart = idx }
    } else if let ws = wordStart {
        words.append(text[ws..<idx])
        wordStart = nil
    }
    idx = text.index(after: idx)
}
if let ws = wordStart { words.append(text[ws...]) }
print(words.count, "words")
for (n, w) in words.enumerated() where n % 2 == 0 {
    let s = text.distance(from: text.startIndex, to: w.startIndex)
    print("  #\(n) '\(w)' at \(s) len \(w.count)")
}
let longest = words.max { $0.count < $1.count }!
print("longest:", longest, "starts at same index in base:", text[longest.startIndex] == longest.first!)
let reversedWords = words.reversed().map(String.init).joined(separator: " ")
print(reversedWords)
// expect: 46 48 46
// expect: first=T last=.
// expect: [quick]
// expect: before: 'The quick brown fox ' (20)
// expect: after: ' jumps over the lazy dog.' (25)
// expect: dash offset: 20
// expect: dash utf8 offset: 20
// expect: o at: [12, 17, 28, 43]
// expect: lowercase 'the' at 33 followed by  lazy
// expect: offset 100 valid: false
// expect: last four: dog.
// expect: 9 words
// expect:   #0 'The' at 0 len 3
// expect:   #2 'brown' at 10 len 5
// expect:   #4 'jumps' at 22 len 5
// expect:   #6 'the' at 33 len 3
// expect:   #8 'dog' at 42 len 3
// expect: longest: quick starts at same index in base: true
// expect: dog lazy the over jumps fox brown quick The
