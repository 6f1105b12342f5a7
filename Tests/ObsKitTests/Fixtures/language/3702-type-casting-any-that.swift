// Swift book style: type casting an [Any] that mixes Character, String, Int and Double
// known-gap: line 6: expected 'String "z" of length 1', got 'Character z (ascii 122)'
let letter: Character = "q"
let word = "quiz"
let items: [Any] = [letter, word, word.first!, 7, 2.5, "z", Character("!")]

var characters = 0
var strings = 0
for item in items {
    switch item {
    case let c as Character:
        characters += 1
        print("Character \(c) (ascii \(c.asciiValue ?? 0))")
    case let s as String:
        strings += 1
        print("String \"\(s)\" of length \(s.count)")
    case let n as Int:
        print("Int \(n)")
    case let d as Double:
        print("Double \(d)")
    default:
        print("unknown")
    }
}
print("characters: \(characters), strings: \(strings)")
print(items.map { $0 is String })
print(items.map { $0 is Character })
print(type(of: letter), type(of: word.last!))
let onlyChars = items.compactMap { $0 as? Character }
print(String(onlyChars))
// expect: Character q (ascii 113)
// expect: String "quiz" of length 4
// expect: Character q (ascii 113)
// expect: Int 7
// expect: Double 2.5
// expect: String "z" of length 1
// expect: Character ! (ascii 33)
// expect: characters: 3, strings: 2
// expect: [false, true, false, false, false, true, false]
// expect: [true, false, true, false, false, false, true]
// expect: Character Character
// expect: qq!
