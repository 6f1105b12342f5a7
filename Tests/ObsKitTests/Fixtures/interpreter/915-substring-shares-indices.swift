// A Substring shares its base string's indices: a slice's startIndex is the base's index, and both can be subscripted with it.
// Expected output: swiftc 6.3.1 on this machine.
let sentence = "The quick brown fox"
let space = sentence.firstIndex(of: " ")!
let rest = sentence[sentence.index(after: space)...]
print(rest, type(of: rest))
print(rest.startIndex == sentence.index(after: space), sentence[rest.startIndex], rest[rest.startIndex])
let secondSpace = rest.firstIndex(of: " ")!
print(sentence[secondSpace...], rest[..<secondSpace])
let word = String(rest[..<secondSpace])
print(word, type(of: word), word.uppercased())
print(rest.count, rest.hasPrefix("quick"), rest.contains("fox"))

// expect: quick brown fox Substring
// expect: true q q
// expect:  brown fox quick
// expect: quick String QUICK
// expect: 15 true true
