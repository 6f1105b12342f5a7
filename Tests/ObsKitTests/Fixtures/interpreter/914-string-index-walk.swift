// String.Index: walking a string with index(after:) and index(before:), reading characters at indices, distances.
// Expected output: swiftc 6.3.1 on this machine.
let word = "café🍰!"
var i = word.startIndex
var forward: [Character] = []
while i < word.endIndex {
    forward.append(word[i])
    i = word.index(after: i)
}
print(forward, forward.count)
var j = word.endIndex
var backward = ""
while j > word.startIndex {
    j = word.index(before: j)
    backward.append(word[j])
}
print(backward)
let cake = word.firstIndex(of: "🍰")!
print(word.distance(from: word.startIndex, to: cake), word.distance(from: cake, to: word.endIndex))
print(word[word.index(after: cake)], word.utf8.count, word.count)

// expect: ["c", "a", "f", "é", "🍰", "!"] 6
// expect: !🍰éfac
// expect: 4 2
// expect: ! 10 6
