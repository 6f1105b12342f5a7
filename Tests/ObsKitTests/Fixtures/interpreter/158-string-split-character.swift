// split, components-like behaviour, Character operations
let csv = "red,green,,blue"
let parts = csv.split(separator: ",")
print(parts)
print(parts.count)
print(parts.map { String($0) }.joined(separator: "|"))
let words = "the quick  brown fox".split(separator: " ")
print(words.count)
print("a-b-c".split(separator: "-", maxSplits: 1))
let c: Character = "x"
print(c)
print(c.isLetter, Character("7").isNumber, Character(" ").isWhitespace)
let letters = Array("hello")
print(letters)
print(letters.filter { $0 == "l" }.count)
print(String(letters.sorted()))
print("hello".map { $0.uppercased() }.joined())
let ch: Character = "A"
print(ch.asciiValue!)
print(String(ch) + "BC")

// expect: ["red", "green", "blue"]
// expect: 3
// expect: red|green|blue
// expect: 4
// expect: ["a", "b-c"]
// expect: x
// expect: true true true
// expect: ["h", "e", "l", "l", "o"]
// expect: 2
// expect: ehllo
// expect: HELLO
// expect: 65
// expect: ABC
