// Working with strings, characters, indices and Unicode
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

// A travel phrasebook app.
let phrase = "Buen viaje!"
print(phrase[phrase.startIndex])
print(phrase[phrase.index(before: phrase.endIndex)])
let idx = phrase.index(phrase.startIndex, offsetBy: 5)
print(phrase[idx])

var town = "Jaen"
print("\(town) has \(town.count) characters")
town = "Ja" + "e\u{301}" + "n"
print("\(town) now has \(town.count) characters")
print("unicode scalars: \(town.unicodeScalars.count)")
print("utf8 bytes: \(town.utf8.count)")

let packingNotes = """
    Passport first,
      then the chargers.
    Snacks go last.
    """
for (n, line) in packingNotes.split(separator: "\n").enumerated() {
    print("\(n + 1): \(line)")
}

var sign = "exit"
sign.insert("!", at: sign.endIndex)
sign.insert(contentsOf: " left", at: sign.index(before: sign.endIndex))
print(sign)
if let range = sign.range(of: " left") {
    sign.removeSubrange(range)
}
print(sign)

let sentence = "Where is the station"
if let spaceIndex = sentence.firstIndex(of: " ") {
    let firstWord = sentence[..<spaceIndex]
    print("First word: \(String(firstWord))")
}

let thumbs = "Ok👍"
for scalar in thumbs.unicodeScalars {
    print("\(scalar.value)", terminator: " ")
}
print("")

let lessons = ["Lesson 1: Greetings", "Lesson 1: Numbers", "Lesson 2: Food", "Lesson 1: Directions"]
let lessonOneCount = lessons.filter { $0.hasPrefix("Lesson 1:") }.count
print("Lesson 1 parts: \(lessonOneCount)")
let upper = sentence.uppercased()
print(upper)
let reversedWords = sentence.split(separator: " ").reversed().joined(separator: " ")
print(reversedWords)
let precomposed: Character = "\u{F1}"
let decomposed: Character = "\u{6E}\u{303}"
print("equal characters: \(precomposed == decomposed)")
let raw = #"Type "\n" to start a new line"#
print(raw)
// expect: B
// expect: !
// expect: v
// expect: Jaen has 4 characters
// expect: Jaén now has 4 characters
// expect: unicode scalars: 5
// expect: utf8 bytes: 6
// expect: 1: Passport first,
// expect: 2:   then the chargers.
// expect: 3: Snacks go last.
// expect: exit left!
// expect: exit!
// expect: First word: Where
// expect: 79 107 128077 
// expect: Lesson 1 parts: 3
// expect: WHERE IS THE STATION
// expect: station the is Where
// expect: equal characters: true
// expect: Type "\n" to start a new line
