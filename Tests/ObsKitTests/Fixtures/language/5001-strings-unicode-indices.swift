// Strings and characters: unicode scalars, grapheme clusters, string indices
// expected output: swiftc 6.3.1 (Linux), run on this machine
let greeting = "Café 🇨🇦!"
print("characters: \(greeting.count)")
print("unicode scalars: \(greeting.unicodeScalars.count)")
print("utf8 bytes: \(greeting.utf8.count)")

let combined = "e\u{301}"
print("combined == é: \(combined == "é")")
print("combined count: \(combined.count)")

for scalar in "Hi!".unicodeScalars {
    print("\(scalar) -> \(scalar.value)")
}

let word = "Swiftly"
let second = word.index(after: word.startIndex)
print("second char: \(word[second])")
let fourth = word.index(word.startIndex, offsetBy: 3)
print("fourth char: \(word[fourth])")
let last = word.index(before: word.endIndex)
print("last char: \(word[last])")

var mutable = "hello"
mutable.insert("!", at: mutable.endIndex)
mutable.insert(contentsOf: " there", at: mutable.index(before: mutable.endIndex))
print(mutable)
if let r = mutable.firstRange(of: " there") {
    mutable.removeSubrange(r)
}
print(mutable)
let removed = mutable.remove(at: mutable.startIndex)
print("removed \(removed), left \(mutable)")
print(word.hasPrefix("Swi"), word.hasSuffix("ly"))
print(Array("abc").map { String($0).uppercased() }.joined(separator: "-"))
// expect: characters: 7
// expect: unicode scalars: 8
// expect: utf8 bytes: 15
// expect: combined == é: true
// expect: combined count: 1
// expect: H -> 72
// expect: i -> 105
// expect: ! -> 33
// expect: second char: w
// expect: fourth char: f
// expect: last char: y
// expect: hello there!
// expect: hello!
// expect: removed h, left ello!
// expect: true true
// expect: A-B-C
