// Searching strings without Foundation: contains, hasPrefix/hasSuffix, firstIndex, counting.
let message = "the cat sat on the mat"
print(message.contains("cat"), message.contains("dog"))
print(message.hasPrefix("the"), message.hasSuffix("mat"))
print(message.contains { $0 == "z" })
let words = message.split(separator: " ")
print(words.filter { $0 == "the" }.count)
print(words.filter { $0.hasSuffix("at") }.map(String.init))
if let i = message.firstIndex(of: "s") {
    print(message[i...])
    print("[\(message[..<i])]")
}
let tCount = message.filter { $0 == "t" }.count
print(tCount)
print(message.uppercased().starts(with: "THE CAT"))

// expect: true false
// expect: true true
// expect: false
// expect: 2
// expect: ["cat", "sat", "mat"]
// expect: sat on the mat
// expect: [the cat ]
// expect: 5
// expect: true
