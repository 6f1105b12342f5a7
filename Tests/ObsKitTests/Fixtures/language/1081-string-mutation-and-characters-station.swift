// Strings and Characters: mutable strings, appending strings and characters, iterating characters, strings from characters.
// expected output: swiftc 6.3.1 (Linux), run on this machine
var trainName = "Night"
trainName += " express"
print(trainName)
let whistle: Character = "~"
trainName.append(whistle)
print(trainName)
for character in "Owl🦉?" { print(character, terminator: " ") }
print()
let birdCharacters: [Character] = ["W", "r", "e", "n", "🐦"]
let birdString = String(birdCharacters)
print(birdString, birdString.count)
var reply = "thanks"
reply.append(" a lot")
reply.append(contentsOf: ["!", "?"])
print(reply)
let firstVerse = """
    roses
    violets
    """
let lastLine = """
    sugar
    """
print(firstVerse + lastLine)
let verseWithBreak = """
    roses
    violets

    """
print(verseWithBreak + lastLine)
var title = "draft"
title.insert("*", at: title.startIndex)
title.insert(contentsOf: " v2", at: title.endIndex)
print(title, title.uppercased(), title.capitalized(firstOnly: true))
print(String(repeating: "ab", count: 3), String(repeating: Character("-"), count: 5))
print(String("stressed".reversed()), "level" == String("level".reversed()))
extension String {
    func capitalized(firstOnly: Bool) -> String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }
}

// expect: Night express
// expect: Night express~
// expect: O w l 🦉 ? 
// expect: Wren🐦 5
// expect: thanks a lot!?
// expect: roses
// expect: violetssugar
// expect: roses
// expect: violets
// expect: sugar
// expect: *draft v2 *DRAFT V2 *draft v2
// expect: ababab -----
// expect: desserts true
