// Q&A style (why can't I subscript a String with an Int?): String.Index and Substring sharing storage
let sentence = "Swift strings are collections"

let fifth = sentence.index(sentence.startIndex, offsetBy: 4)
print("char at offset 4:", sentence[fifth])

let firstSpace = sentence.firstIndex(of: " ")!
let firstWord = sentence[..<firstSpace]
print(firstWord, type(of: firstWord))

// A Substring keeps the original's indices.
let rest = sentence[sentence.index(after: firstSpace)...]
print("rest:", rest)
print("rest.startIndex == firstSpace+1:", rest.startIndex == sentence.index(after: firstSpace))
print("rest first char:", rest[rest.startIndex])

// Converting to String makes an independent copy.
let ownedWord = String(firstWord)
print(ownedWord, type(of: ownedWord))

// Safe offsetting with limitedBy.
let short = "abc"
if let idx = short.index(short.startIndex, offsetBy: 10, limitedBy: short.endIndex) {
    print("found", short[idx])
} else {
    print("offset 10 is out of range for \(short)")
}

// Splitting returns Substrings.
let parts = sentence.split(separator: " ")
print(parts.count, type(of: parts))
print(parts.map { $0.count })
print(parts.last!.uppercased())

// Prefix/suffix/dropFirst work without index math.
print(sentence.prefix(5), "|", sentence.suffix(5), "|", sentence.dropFirst(6).prefix(7))

// distance between indices.
let aIdx = sentence.firstIndex(of: "a")!
print("distance to first a:", sentence.distance(from: sentence.startIndex, to: aIdx))

// expect: char at offset 4: t
// expect: Swift Substring
// expect: rest: strings are collections
// expect: rest.startIndex == firstSpace+1: true
// expect: rest first char: s
// expect: Swift String
// expect: offset 10 is out of range for abc
// expect: 4 Array<Substring>
// expect: [5, 7, 3, 11]
// expect: COLLECTIONS
// expect: Swift | tions | strings
// expect: distance to first a: 14
