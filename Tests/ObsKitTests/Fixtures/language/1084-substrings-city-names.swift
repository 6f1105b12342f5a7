// Strings and Characters: substrings from prefix, suffix, split and ranges; converting them to String; they share indices.
// expected output: swiftc 6.3.1 (Linux), run on this machine
let line = "Lisbon, Portugal"
let comma = line.firstIndex(of: ",") ?? line.endIndex
let city = line[..<comma]
let cityName = String(city)
print(city, type(of: city), cityName, type(of: cityName))
print(line.prefix(6), line.suffix(8), line.dropFirst(8), line.dropLast(10))
let csv = "id,name,,score"
let fields = csv.split(separator: ",")
let allFields = csv.split(separator: ",", omittingEmptySubsequences: false)
print(fields, allFields.count)
print(fields.map(String.init).joined(separator: "|"))
let words = "the quick  brown fox".split(whereSeparator: { $0 == " " })
print(words.count, words.last!, words.map { $0.count })
let sub = line.dropFirst(8)
print(sub.startIndex == line.index(line.startIndex, offsetBy: 8), line[sub.startIndex])
let upper = sub.uppercased()
print(upper, type(of: upper))
let trimmed = "   padded  ".drop(while: { $0 == " " })
print("[\(trimmed)]", "[\(String(trimmed.reversed().drop(while: { $0 == " " }).reversed()))]")
let sentence = "Swift is fun. Swift is fast."
let parts = sentence.split(separator: ". ")
print(parts)
print(line.prefix(while: { $0 != "," }), line.starts(with: "Lis"))
let key = "user.name.first"
let last = key.split(separator: ".").last.map(String.init) ?? ""
print(last, key.split(separator: ".", maxSplits: 1))

// expect: Lisbon Substring Lisbon String
// expect: Lisbon Portugal Portugal Lisbon
// expect: ["id", "name", "score"] 4
// expect: id|name|score
// expect: 4 fox [3, 5, 5, 3]
// expect: true P
// expect: PORTUGAL String
// expect: [padded  ] [padded]
// expect: ["Swift is fun", "Swift is fast."]
// expect: Lisbon true
// expect: first ["user", "name.first"]
