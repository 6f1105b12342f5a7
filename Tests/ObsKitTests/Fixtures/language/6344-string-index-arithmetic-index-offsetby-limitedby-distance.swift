// Advanced Swift style (Strings): String.Index arithmetic with index(_:offsetBy:), limitedBy, distance, and Substring indices shared with the base string
let sentence = "The quick brown fox"
let start = sentence.startIndex
let fifth = sentence.index(start, offsetBy: 4)
print(sentence[fifth])
let tenth = sentence.index(fifth, offsetBy: 5)
let word = sentence[fifth..<tenth]
print(word, type(of: word))
print(sentence.distance(from: start, to: tenth))

if let tooFar = sentence.index(start, offsetBy: 100, limitedBy: sentence.endIndex) {
    print("found", tooFar)
} else {
    print("limited: nil")
}
let back = sentence.index(sentence.endIndex, offsetBy: -3)
print(sentence[back...])

// Substring shares indices with its base
let brown = sentence.drop(while: { $0 != "b" }).prefix(5)
print(brown)
print(brown.startIndex == sentence.index(start, offsetBy: 10))
print(sentence[brown.startIndex], sentence[sentence.index(before: brown.endIndex)])
let inner = brown.dropFirst(2)
print(inner, sentence[inner.startIndex...])

// firstIndex/lastIndex on substrings give base indices
if let o = brown.firstIndex(of: "o") {
    print(sentence.distance(from: sentence.startIndex, to: o))
}
if let lastSpace = sentence.lastIndex(of: " ") {
    print(sentence[sentence.index(after: lastSpace)...])
}

func middle(_ s: Substring) -> Character? {
    guard !s.isEmpty else { return nil }
    let half = s.count / 2
    return s[s.index(s.startIndex, offsetBy: half)]
}
print(middle(word) ?? "-", middle(sentence[...]) ?? "-", middle("")  ?? "-")
let copy = String(word)
print(copy.startIndex == copy.utf8.startIndex, copy.count)
var mutable = sentence
let range = fifth..<mutable.index(fifth, offsetBy: 5)
mutable.replaceSubrange(range, with: "slow")
print(mutable)

// expect: q
// expect: quick Substring
// expect: 9
// expect: limited: nil
// expect: fox
// expect: brown
// expect: true
// expect: b n
// expect: own own fox
// expect: 12
// expect: fox
// expect: i   -
// expect: true 5
// expect: The slow brown fox
