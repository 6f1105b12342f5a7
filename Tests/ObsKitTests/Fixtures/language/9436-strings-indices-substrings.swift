// String indices, inserting/removing, substrings and prefix/suffix checks (expected output from swiftc 6.3.1 on Linux)
let motto = "Keep calm & code on"
print(motto[motto.startIndex])
print(motto[motto.index(before: motto.endIndex)])
print(motto[motto.index(after: motto.startIndex)])
let fifth = motto.index(motto.startIndex, offsetBy: 5)
print(motto[fifth])

var positions: [Int] = []
for i in motto.indices where motto[i] == "o" {
    positions.append(motto.distance(from: motto.startIndex, to: i))
}
print("o at:", positions)

var plate = "ABC123"
plate.insert("-", at: plate.index(plate.startIndex, offsetBy: 3))
print(plate)
plate.insert(contentsOf: "NY ", at: plate.startIndex)
print(plate)
plate.remove(at: plate.firstIndex(of: "-")!)
print(plate)
let digitsStart = plate.firstIndex(where: \.isNumber)!
plate.removeSubrange(digitsStart...)
print("[\(plate)]")

let path = "docs/guides/intro.md"
if let slash = path.firstIndex(of: "/") {
    let topFolder = path[..<slash]
    print("top folder:", topFolder, type(of: topFolder))
    let rest = String(path[path.index(after: slash)...])
    print("rest:", rest, type(of: rest))
}
if let dot = path.lastIndex(of: ".") {
    print("extension:", path[path.index(after: dot)...])
}

let sentence = "the quick brown fox"
let wordsList = sentence.split(separator: " ")
print(wordsList.map { $0.count })
let capitalized = wordsList.map { $0.prefix(1).uppercased() + $0.dropFirst() }
print(capitalized.joined(separator: " "))

let limit = sentence.index(sentence.startIndex, offsetBy: 30, limitedBy: sentence.endIndex)
print(limit == nil ? "offset out of bounds" : "in bounds")

let files = ["IMG_0012.jpg", "IMG_0013.png", "notes.txt", "IMG_0020.jpg", "scan.pdf"]
var photos = 0
var jpegs = 0
for file in files {
    if file.hasPrefix("IMG_") { photos += 1 }
    if file.hasSuffix(".jpg") { jpegs += 1 }
}
print("photos: \(photos), jpegs: \(jpegs)")

let code = "SKU-00042-BLUE"
let parts = code.split(separator: "-", maxSplits: 1)
print(parts)
let reversedWord = String("stressed".reversed())
print(reversedWord)
print(motto.prefix(4), motto.suffix(7), motto.dropLast(3))

// expect: K
// expect: n
// expect: e
// expect: c
// expect: o at: [13, 17]
// expect: ABC-123
// expect: NY ABC-123
// expect: NY ABC123
// expect: [NY ABC]
// expect: top folder: docs Substring
// expect: rest: guides/intro.md String
// expect: extension: md
// expect: [3, 5, 5, 3]
// expect: The Quick Brown Fox
// expect: offset out of bounds
// expect: photos: 3, jpegs: 2
// expect: ["SKU", "00042-BLUE"]
// expect: desserts
// expect: Keep code on Keep calm & code
