// Compiler test style: Substring slicing with ranges and conversion back to String
let text = "The quick brown fox"
let start = text.index(text.startIndex, offsetBy: 4)
let end = text.index(start, offsetBy: 5)
let sub: Substring = text[start..<end]
print(sub)
print(sub.count)
let asString = String(sub)
print(asString.uppercased())

let closed = text[start...end]
print("[\(closed)]")
let tail = text[end...]
print("[\(tail)]")
let head = text[..<start]
print("[\(head)]")

// Substring shares indices with its base
print(sub.startIndex == start)
print(text[sub.startIndex])

// Substrings compare with Strings through ==
print(sub == "quick")
let words = text.split(separator: " ")
print(type(of: words[0]))
print(words.map { String($0) }.joined(separator: "-"))
// expect: quick
// expect: 5
// expect: QUICK
// expect: [quick ]
// expect: [ brown fox]
// expect: [The ]
// expect: true
// expect: q
// expect: true
// expect: Substring
// expect: The-quick-brown-fox
