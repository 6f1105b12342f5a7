// Blog style (Substring): slices share storage and need String() to escape
let sentence = "The quick brown fox"
let firstWord: Substring = sentence.prefix(while: { $0 != " " })
print(firstWord, type(of: firstWord))
let owned = String(firstWord)
print(owned, type(of: owned))
let tail = sentence.dropFirst(4)
print(tail)
print(tail.startIndex == sentence.index(sentence.startIndex, offsetBy: 4))
print(sentence[tail.startIndex])
let words = sentence.split(separator: " ")
print(type(of: words))
for w in words {
    print(w.count, w.uppercased())
}
let base = words[2].base
print(base == sentence)
let lastThree = sentence.suffix(3)
print(lastThree, lastThree.count)
// expect: The Substring
// expect: The String
// expect: quick brown fox
// expect: true
// expect: q
// expect: Array<Substring>
// expect: 3 THE
// expect: 5 QUICK
// expect: 5 BROWN
// expect: 3 FOX
// expect: true
// expect: fox 3
