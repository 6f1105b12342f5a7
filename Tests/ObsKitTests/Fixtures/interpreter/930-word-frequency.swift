// App code: word counts with split Substrings as dictionary keys, sorted by count then word.
// Expected output: swiftc 6.3.1 on this machine.
let text = "the cat and the hat and the bat sat"
var counts: [Substring: Int] = [:]
for word in text.split(separator: " ") {
    counts[word, default: 0] += 1
}
let ranked = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
for (word, count) in ranked.prefix(3) {
    print(word, count)
}
print(counts["the"]!, counts["dog"] as Any, counts.keys.count)
let longest = text.split(separator: " ").map(String.init).max { $0.count < $1.count }!
print(longest, type(of: longest))

// expect: the 3
// expect: and 2
// expect: bat 1
// expect: 3 nil 6
// expect: the String
