// Compiler test style (stdlib): Substring slicing, base/index sharing, String(substring), Substring mutation, split results
let logLine = "2024-05-17 ERROR [net] connection reset"
let fields = logLine.split(separator: " ", maxSplits: 3)
print(fields.count, type(of: fields[0]))
let date = fields[0]
let dateParts = date.split(separator: "-").compactMap { Int($0) }
print(dateParts, dateParts.reduce(0, +))

let level = fields[1]
print(level == "ERROR", level.lowercased(), level.count, String(level) + "!")

let tag = fields[2].dropFirst().dropLast()
print(tag, tag.startIndex == logLine.index(logLine.startIndex, offsetBy: 18))
print(logLine[tag.startIndex..<tag.endIndex], logLine[tag.endIndex])

var message = fields[3]
message.append(contentsOf: " by peer")
print(message, logLine.hasSuffix("peer"))
message.removeFirst(11)
print(message, message.first!, message.last!)

let reversedWords = fields[3].split(separator: " ").reversed().joined(separator: " ")
print(reversedWords)

let sub: Substring = "  padded value  "
let trimmed = sub.drop(while: { $0 == " " })
print("[\(trimmed)]", trimmed.count)
var trimmedEnd = trimmed[...]
while trimmedEnd.last == " " { trimmedEnd = trimmedEnd.dropLast() }
print("[\(trimmedEnd)]", String(trimmedEnd).count)

let word = "Substring"
let middle = word[word.index(word.startIndex, offsetBy: 3)...].prefix(3)
print(middle, middle.uppercased(), middle.hasPrefix("st"), middle.contains("r"))
print(word.prefix(3) + word.suffix(3), word.prefix(100), word.suffix(0).isEmpty)

let numbers = "4,8,15,16,23,42"
let total = numbers.split(separator: ",").map { Int($0)! }.reduce(0, +)
let pieceLengths = numbers.split(separator: ",").map { (piece: Substring) -> Int in piece.count }
print(total, pieceLengths.max()!)
print(numbers.firstIndex(of: ",").map { numbers[..<$0] } ?? "", numbers.split(separator: ",").last!.utf8.count)

// expect: 4 Substring
// expect: [2024, 5, 17] 2046
// expect: true error 5 ERROR!
// expect: net true
// expect: net ]
// expect: connection reset by peer false
// expect: reset by peer r r
// expect: reset connection
// expect: [padded value  ] 14
// expect: [padded value] 12
// expect: str STR true true
// expect: Subing Substring true
// expect: 108 2
// expect: 4 2
