// Apple docs style (String.Index): walking a string with index(after:), offsetBy and limitedBy
let greeting = "Guten Tag! 👋🏽 café"
print("count:", greeting.count, "utf8:", greeting.utf8.count, "scalars:", greeting.unicodeScalars.count)

var i = greeting.startIndex
var firstWord = ""
while i < greeting.endIndex && greeting[i] != " " {
    firstWord.append(greeting[i])
    i = greeting.index(after: i)
}
print("first word:", firstWord)

let idx = greeting.index(greeting.startIndex, offsetBy: 7)
print("char at offset 7:", greeting[idx])
let last = greeting.index(before: greeting.endIndex)
print("last char:", greeting[last])
let wave = greeting.firstIndex(of: "👋🏽")!
print("wave offset:", greeting.distance(from: greeting.startIndex, to: wave))
print("after wave:", greeting[greeting.index(after: wave)...])

// limitedBy returns nil instead of trapping
let tooFar = greeting.index(greeting.startIndex, offsetBy: 100, limitedBy: greeting.endIndex)
print("offset 100:", tooFar as Any)
if let ok = greeting.index(greeting.startIndex, offsetBy: 5, limitedBy: greeting.endIndex) {
    print("prefix to 5:", greeting[..<ok])
}

// Ranges of indices and substrings
if let bang = greeting.firstIndex(of: "!") {
    let word = greeting[greeting.index(bang, offsetBy: -3)..<bang]
    print("word before '!':", word, "type:", type(of: word))
}
if let cafe = greeting.firstRange(of: "café") {
    print("café starts at offset:", greeting.distance(from: greeting.startIndex, to: cafe.lowerBound), "->", greeting[cafe])
}

// Every other character
var everyOther = ""
var j = greeting.startIndex
while j < greeting.endIndex {
    everyOther.append(greeting[j])
    j = greeting.index(j, offsetBy: 2, limitedBy: greeting.endIndex) ?? greeting.endIndex
}
print("every other:", everyOther)

// Indices are shared between the string and its views
let e = greeting.lastIndex(of: "é")!
let utf8Offset = greeting.utf8.distance(from: greeting.utf8.startIndex, to: e)
print("é utf8 offset:", utf8Offset, "utf8 bytes of é:", Array(greeting[e...].utf8))
let scalarIdx = greeting.unicodeScalars.index(after: wave)
print("scalar after wave start:", greeting.unicodeScalars[scalarIdx].escaped(asASCII: true))

// Reversing by walking backwards
var k = greeting.endIndex
var backwards = ""
while k > greeting.startIndex {
    greeting.formIndex(before: &k)
    backwards.append(greeting[k])
}
print("backwards:", backwards)
print("indices count == count:", greeting.indices.count == greeting.count)
let chars = Array(greeting)
print("via Array:", chars[6], chars[chars.count - 4])

// expect: count: 17 utf8: 25 scalars: 18
// expect: first word: Guten
// expect: char at offset 7: a
// expect: last char: é
// expect: wave offset: 11
// expect: after wave:  café
// expect: offset 100: nil
// expect: prefix to 5: Guten
// expect: word before '!': Tag type: Substring
// expect: café starts at offset: 13 -> café
// expect: every other: GtnTg  aé
// expect: é utf8 offset: 23 utf8 bytes of é: [195, 169]
// expect: scalar after wave start: \u{0001F3FD}
// expect: backwards: éfac 👋🏽 !gaT netuG
// expect: indices count == count: true
// expect: via Array: T c
