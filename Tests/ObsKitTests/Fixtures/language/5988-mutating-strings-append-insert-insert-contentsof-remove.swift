// Swift stdlib test style (String APIs): mutating strings with append, +=, insert(_:at:), insert(contentsOf:at:), remove(at:), removeSubrange, replaceSubrange, removeFirst/removeLast and filter
var s = "Hello"
s.append(",")
s.append(" world")
s += "!"
print(s, s.count)

s.insert("~", at: s.startIndex)
s.insert(contentsOf: "big ", at: s.index(s.startIndex, offsetBy: 8))
print(s)

let removed = s.remove(at: s.startIndex)
print(removed, s)

if let comma = s.firstIndex(of: ",") {
    s.removeSubrange(comma..<s.index(after: comma))
}
print(s)

if let b = s.firstIndex(of: "b") {
    let range = b..<s.index(b, offsetBy: 3)
    s.replaceSubrange(range, with: "small")
}
print(s)

let firstChar = s.removeFirst()
let lastChar = s.removeLast()
print(firstChar, lastChar, s)
s.removeFirst(2)
s.removeLast(3)
print("[\(s)]")

var word = "mississippi"
word.removeAll { $0 == "s" }
print(word)
print("a1b2c3".filter { $0.isLetter }, "a1b2c3".filter(\.isNumber))

var builder = ""
for i in 1...5 {
    if !builder.isEmpty { builder += "-" }
    builder += String(i * i)
}
print(builder)
builder.removeAll()
print(builder.isEmpty, builder.count)

var emoji = "👍🏽 ok"
print(emoji.count, emoji.unicodeScalars.count)
emoji.removeFirst()
print("[\(emoji)]")

var numbers = "12345"
numbers.replaceSubrange(numbers.index(numbers.startIndex, offsetBy: 1)..<numbers.index(numbers.endIndex, offsetBy: -1), with: "_")
print(numbers)
var reversedWords = "one two three".split(separator: " ").reversed().joined(separator: " ")
reversedWords.append(contentsOf: ".")
print(reversedWords)
print(String("hello".map { $0 == "l" ? "L" : $0 }), "abc" + String(repeating: "!", count: 2))
let multi = """
    line one
      indented
    end
    """
let multiLines = multi.split(separator: "\n")
print(multiLines.map { $0.count })

// expect: Hello, world! 13
// expect: ~Hello, big world!
// expect: ~ Hello, big world!
// expect: Hello big world!
// expect: Hello small world!
// expect: H ! ello small world
// expect: [lo small wo]
// expect: miiippi
// expect: abc 123
// expect: 1-4-9-16-25
// expect: true 0
// expect: 4 5
// expect: [ ok]
// expect: 1_5
// expect: three two one.
// expect: heLLo abc!!
// expect: [8, 10, 3]
