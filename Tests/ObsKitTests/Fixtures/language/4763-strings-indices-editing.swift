// Swift book style: string indices, inserting and removing
// Checks: startIndex/endIndex, index(before:), index(after:),
// index(_:offsetBy:), firstIndex(of:), indices loop,
// insert(_:at:), insert(contentsOf:at:), remove(at:), removeSubrange.

let greeting = "Guten Tag!"
print(greeting[greeting.startIndex])
print(greeting[greeting.index(before: greeting.endIndex)])
print(greeting[greeting.index(after: greeting.startIndex)])
let index = greeting.index(greeting.startIndex, offsetBy: 7)
print(greeting[index])

for idx in greeting.indices {
    print("\(greeting[idx]) ", terminator: "")
}
print("")

var welcome = "hello"
welcome.insert("!", at: welcome.endIndex)
print(welcome)
welcome.insert(contentsOf: " there", at: welcome.index(before: welcome.endIndex))
print(welcome)
welcome.remove(at: welcome.index(before: welcome.endIndex))
print(welcome)
let range = welcome.index(welcome.endIndex, offsetBy: -6)..<welcome.endIndex
welcome.removeSubrange(range)
print(welcome)

var sentence = "The quick fox"
if let space = sentence.firstIndex(of: " ") {
    sentence.insert(contentsOf: " very", at: space)
}
print(sentence)
if let q = sentence.firstIndex(of: "q") {
    let removed = sentence.remove(at: q)
    print("removed \(removed): \(sentence)")
    sentence.insert("Q", at: q)
    print(sentence)
}
if let lastSpace = sentence.lastIndex(of: " ") {
    print(sentence[sentence.index(after: lastSpace)...])
}

// index(_:offsetBy:limitedBy:)
let short = "abc"
if let i = short.index(short.startIndex, offsetBy: 2, limitedBy: short.endIndex) {
    print("in bounds: \(short[i])")
}
let tooFar = short.index(short.startIndex, offsetBy: 5, limitedBy: short.endIndex)
print(tooFar == nil)
print(short.distance(from: short.startIndex, to: short.endIndex))

// Indices with grapheme clusters
let mixed = "a👍🏾e\u{301}z"
var i = mixed.startIndex
var pieces: [String] = []
while i != mixed.endIndex {
    pieces.append(String(mixed[i]))
    i = mixed.index(after: i)
}
print(pieces.count, pieces)

// replaceSubrange and other edits
var phrase = "one two three"
if let r = phrase.firstRange(of: "two") {
    phrase.replaceSubrange(r, with: "2")
}
print(phrase)
phrase.removeFirst()
print(phrase)
phrase.removeLast(2)
print(phrase)
phrase.removeFirst(2)
print(phrase)
phrase.append(contentsOf: "teen")
print(phrase)
phrase.append("s")
print(phrase)
var scratch = "xyz"
scratch.removeAll()
print(scratch.isEmpty, "[\(scratch)]")

// firstIndex(where:) and offsets
let code = "ab12cd"
if let digit = code.firstIndex(where: { $0.isNumber }) {
    print("first digit at offset \(code.distance(from: code.startIndex, to: digit))")
}
print(code.lastIndex(where: { $0.isLetter }).map { code.distance(from: code.startIndex, to: $0) } as Any)
print(code.contains("2"), code.contains("cd"), code.contains { $0 == "z" })

// expect: G
// expect: !
// expect: u
// expect: a
// expect: G u t e n   T a g ! 
// expect: hello!
// expect: hello there!
// expect: hello there
// expect: hello
// expect: The very quick fox
// expect: removed q: The very uick fox
// expect: The very Quick fox
// expect: fox
// expect: in bounds: c
// expect: true
// expect: 3
// expect: 4 ["a", "👍🏾", "é", "z"]
// expect: one 2 three
// expect: ne 2 three
// expect: ne 2 thr
// expect:  2 thr
// expect:  2 thrteen
// expect:  2 thrteens
// expect: true []
// expect: first digit at offset 2
// expect: Optional(5)
// expect: true true false
