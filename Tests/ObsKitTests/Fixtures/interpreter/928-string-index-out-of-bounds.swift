// Moving a String.Index past the end traps, as Swift's does.
// Expected output: swiftc 6.3.1 on this machine.
let word = "hey"
var index = word.startIndex
for _ in 0..<3 {
    print(word[index])
    index = word.index(after: index)
}
print("at the end:", index == word.endIndex)
index = word.index(after: index)
print("unreachable")

// expect: h
// expect: e
// expect: y
// expect: at the end: true
// expect-error: String index is out of bounds
