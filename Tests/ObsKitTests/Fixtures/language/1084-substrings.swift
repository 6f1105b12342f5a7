// Strings and Characters: substrings from prefix, suffix, split and ranges; converting them to String; they share indices.
// expected output: swiftc 6.3.1 (Linux), run on this machine
let line = "Hello, world"
let comma = line.firstIndex(of: ",") ?? line.endIndex
let beginning = line[..<comma]
let newString = String(beginning)
print(beginning, type(of: beginning), newString, type(of: newString))
print(line.prefix(5), line.suffix(5), line.dropFirst(7), line.dropLast(7))
let csv = "id,name,,score"
let fields = csv.split(separator: ",")
let allFields = csv.split(separator: ",", omittingEmptySubsequences: false)
print(fields, allFields.count)
print(fields.map(String.init).joined(separator: "|"))
let words = "the quick  brown fox".split(whereSeparator: { $0 == " " })
print(words.count, words.last!, words.map { $0.count })
let sub = line.dropFirst(7)
print(sub.startIndex == line.index(line.startIndex, offsetBy: 7), line[sub.startIndex])
let upper = sub.uppercased()
print(upper, type(of: upper))
let trimmed = "   padded  ".drop(while: { $0 == " " })
print("[\(trimmed)]", "[\(String(trimmed.reversed().drop(while: { $0 == " " }).reversed()))]")
let sentence = "Swift is fun. Swift is fast."
let parts = sentence.split(separator: ". ")
print(parts)
print(line.prefix(while: { $0 != "," }), line.starts(with: "Hell"))
let key = "user.name.first"
let last = key.split(separator: ".").last.map(String.init) ?? ""
print(last, key.split(separator: ".", maxSplits: 1))

// expect: Hello Substring Hello String
// expect: Hello world world Hello
// expect: ["id", "name", "score"] 4
// expect: id|name|score
// expect: 4 fox [3, 5, 5, 3]
// expect: true w
// expect: WORLD String
// expect: [padded  ] [padded]
// expect: ["Swift is fun", "Swift is fast."]
// expect: Hello true
// expect: first ["user", "name.first"]
