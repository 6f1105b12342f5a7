// Swift book style: Strings and Characters + Collection Types - indices, unicode scalars, counting, prefix/suffix, inserting and removing
let someString = "Some string literal value"
print(someString.count)
let quotation = """
The White Rabbit put on his spectacles.  "Where shall I begin,
please your Majesty?" he asked.
"""
print(quotation.split(separator: "\n").count)
let singleLine = """
These are the same.
"""
print(singleLine == "These are the same.")

var emptyString = ""
if emptyString.isEmpty { print("Nothing to see here") }
emptyString += "now"
print(emptyString)

for character in "Dog!🐶" {
    print(character, terminator: " ")
}
print()
let catCharacters: [Character] = ["C", "a", "t", "!", "🐱"]
let catString = String(catCharacters)
print(catString)

var instruction = "look over"
instruction += " there"
let exclamationMark: Character = "!"
instruction.append(exclamationMark)
print(instruction)

let eAcute: Character = "\u{E9}"
let combinedEAcute: Character = "\u{65}\u{301}"
print(eAcute == combinedEAcute)
var word = "cafe"
print("the number of characters in \(word) is \(word.count)")
word += "\u{301}"
print("the number of characters in \(word) is \(word.count)")
print("unicode scalars in word: \(word.unicodeScalars.count)")

let greeting = "Guten Tag!"
print(greeting[greeting.startIndex])
print(greeting[greeting.index(before: greeting.endIndex)])
print(greeting[greeting.index(after: greeting.startIndex)])
let index = greeting.index(greeting.startIndex, offsetBy: 7)
print(greeting[index])
for i in greeting.indices where i < greeting.index(greeting.startIndex, offsetBy: 5) {
    print("\(greeting[i])", terminator: "")
}
print()

var welcome = "hello"
welcome.insert("!", at: welcome.endIndex)
welcome.insert(contentsOf: " there", at: welcome.index(before: welcome.endIndex))
print(welcome)
welcome.remove(at: welcome.index(before: welcome.endIndex))
print(welcome)
let range = welcome.index(welcome.endIndex, offsetBy: -6)..<welcome.endIndex
welcome.removeSubrange(range)
print(welcome)

let hello = "Hello, world!"
let commaIndex = hello.firstIndex(of: ",") ?? hello.endIndex
let beginning = hello[..<commaIndex]
let newString = String(beginning)
print(newString)

let romeoAndJuliet = [
    "Act 1 Scene 1: Verona, A public place",
    "Act 1 Scene 2: Capulet's mansion",
    "Act 1 Scene 3: A room in Capulet's mansion",
    "Act 2 Scene 1: Outside Capulet's mansion",
    "Act 2 Scene 2: Capulet's orchard",
    "Act 2 Scene 3: Outside Friar Lawrence's cell",
]
var act1SceneCount = 0
var mansionCount = 0
for scene in romeoAndJuliet {
    if scene.hasPrefix("Act 1 ") { act1SceneCount += 1 }
    if scene.hasSuffix("mansion") { mansionCount += 1 }
}
print("There are \(act1SceneCount) scenes in Act 1 and \(mansionCount) mansion scenes")

let dogString = "Dog‼🐶"
for codeUnit in dogString.utf8 { print("\(codeUnit) ", terminator: "") }
print("")
for codeUnit in dogString.utf16 { print("\(codeUnit) ", terminator: "") }
print("")
for scalar in dogString.unicodeScalars { print("\(scalar.value) ", terminator: "") }
print("")
for scalar in dogString.unicodeScalars { print("\(scalar) ") }

let mixed = "abc123XYZ"
let digits = mixed.filter { $0.isNumber }
let uppers = mixed.filter { $0.isUppercase }
print(digits, uppers, mixed.uppercased(), mixed.lowercased())
print(String(mixed.reversed()))
print(mixed.prefix(3), mixed.suffix(3), mixed.dropFirst(2), mixed.dropLast(4))

// expect: 25
// expect: 2
// expect: true
// expect: Nothing to see here
// expect: now
// expect: D o g ! 🐶 
// expect: Cat!🐱
// expect: look over there!
// expect: true
// expect: the number of characters in cafe is 4
// expect: the number of characters in café is 4
// expect: unicode scalars in word: 5
// expect: G
// expect: !
// expect: u
// expect: a
// expect: Guten
// expect: hello there!
// expect: hello there
// expect: hello
// expect: Hello
// expect: There are 3 scenes in Act 1 and 3 mansion scenes
// expect: 68 111 103 226 128 188 240 159 144 182 
// expect: 68 111 103 8252 55357 56374 
// expect: 68 111 103 8252 128054 
// expect: D 
// expect: o 
// expect: g 
// expect: ‼ 
// expect: 🐶 
// expect: 123 XYZ ABC123XYZ abc123xyz
// expect: ZYX321cba
// expect: abc XYZ c123XYZ abc12
