// Strings and Characters: mutable strings, appending strings and characters, iterating characters, strings from characters.
// expected output: swiftc 6.3.1 (Linux), run on this machine
var variableString = "Horse"
variableString += " and carriage"
print(variableString)
let exclamationMark: Character = "!"
variableString.append(exclamationMark)
print(variableString)
for character in "Dog!🐶" { print(character, terminator: " ") }
print()
let catCharacters: [Character] = ["C", "a", "t", "!", "🐱"]
let catString = String(catCharacters)
print(catString, catString.count)
var welcome = "hello"
welcome.append(" there")
welcome.append(contentsOf: ["!", "?"])
print(welcome)
let badStart = """
    one
    two
    """
let end = """
    three
    """
print(badStart + end)
let goodStart = """
    one
    two

    """
print(goodStart + end)
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

// expect: Horse and carriage
// expect: Horse and carriage!
// expect: D o g ! 🐶 
// expect: Cat!🐱 5
// expect: hello there!?
// expect: one
// expect: twothree
// expect: one
// expect: two
// expect: three
// expect: *draft v2 *DRAFT V2 *draft v2
// expect: ababab -----
// expect: desserts true
