// Swift Evolution style (SE-0445): readable descriptions for String.Index values
let word = "café"
let start = word.startIndex
print(start)
let second = word.index(after: start)
print(second)
print(word.endIndex)

let lastChar = word.index(before: word.endIndex)
print(lastChar, word[lastChar])

let ascii = "hello"
let third = ascii.index(ascii.startIndex, offsetBy: 2)
print(third)
print(ascii[third...])

let emoji = "a👍b"
var idx = emoji.startIndex
var positions: [String] = []
while idx < emoji.endIndex {
    positions.append("\(emoji[idx])@\(idx)")
    idx = emoji.index(after: idx)
}
print(positions.joined(separator: " "))

if let found = "mississippi".firstIndex(of: "p") {
    print("first p at \(found)")
}

let utf8View = ascii.utf8
let u8 = utf8View.index(utf8View.startIndex, offsetBy: 3)
print(u8)

let range = ascii.firstRange(of: "ll")
print(range as Any)

let s = "xyz"
print(s.indices.map { "\($0)" })
print(String(describing: s.startIndex) == "\(s.startIndex)")
print(s.startIndex == s.utf8.startIndex, s.endIndex > s.startIndex)
// expect: 0[any]
// expect: 1[utf8]
// expect: 5[utf8]
// expect: 3[utf8] é
// expect: 2[utf8]
// expect: llo
// expect: a@0[any] 👍@1[utf8] b@5[utf8]
// expect: first p at 8[utf8]
// expect: 3[utf8]
// expect: Optional(Range(2[utf8]..<4[utf8]))
// expect: ["0[any]", "1[utf8]", "2[utf8]"]
// expect: true
// expect: true true
