// Working with strings, characters, indices and Unicode
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

let greeting = "Guten Tag!"
print(greeting[greeting.startIndex])
print(greeting[greeting.index(before: greeting.endIndex)])
let idx = greeting.index(greeting.startIndex, offsetBy: 6)
print(greeting[idx])

var word = "cafe"
print("\(word) has \(word.count) characters")
word += "\u{301}"
print("\(word) now has \(word.count) characters")
print("unicode scalars: \(word.unicodeScalars.count)")
print("utf8 bytes: \(word.utf8.count)")

let multiline = """
    Roses are red,
      violets are blue.
    Swift is neat.
    """
for (n, line) in multiline.split(separator: "\n").enumerated() {
    print("\(n + 1): \(line)")
}

var welcome = "hello"
welcome.insert("!", at: welcome.endIndex)
welcome.insert(contentsOf: " there", at: welcome.index(before: welcome.endIndex))
print(welcome)
if let range = welcome.range(of: " there") {
    welcome.removeSubrange(range)
}
print(welcome)

let sentence = "The quick brown fox"
if let spaceIndex = sentence.firstIndex(of: " ") {
    let firstWord = sentence[..<spaceIndex]
    print("First word: \(String(firstWord))")
}

let dogString = "Dog!🐶"
for scalar in dogString.unicodeScalars {
    print("\(scalar.value)", terminator: " ")
}
print("")

let titles = ["Act 1 Scene 1: Verona", "Act 1 Scene 2: Capulet's mansion", "Act 2 Scene 1: Outside"]
let act1Count = titles.filter { $0.hasPrefix("Act 1 ") }.count
print("Act 1 scenes: \(act1Count)")
let upper = sentence.uppercased()
print(upper)
let reversedWords = sentence.split(separator: " ").reversed().joined(separator: " ")
print(reversedWords)
let eAcute: Character = "\u{E9}"
let combined: Character = "\u{65}\u{301}"
print("equal characters: \(eAcute == combined)")
let raw = #"A "raw" string with \n inside"#
print(raw)
// expect: G
// expect: !
// expect: T
// expect: cafe has 4 characters
// expect: café now has 4 characters
// expect: unicode scalars: 5
// expect: utf8 bytes: 6
// expect: 1: Roses are red,
// expect: 2:   violets are blue.
// expect: 3: Swift is neat.
// expect: hello there!
// expect: hello!
// expect: First word: The
// expect: 68 111 103 33 128054 
// expect: Act 1 scenes: 2
// expect: THE QUICK BROWN FOX
// expect: fox brown quick The
// expect: equal characters: true
// expect: A "raw" string with \n inside
