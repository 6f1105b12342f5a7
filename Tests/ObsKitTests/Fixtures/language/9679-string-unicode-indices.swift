// Swift book, "Strings and Characters": grapheme clusters, unicode scalars, string indices, substrings, multiline literals
let greeting = "Guten Tag!"
print(greeting[greeting.startIndex])
print(greeting[greeting.index(before: greeting.endIndex)])
print(greeting[greeting.index(greeting.startIndex, offsetBy: 7)])

var welcome = "hello"
welcome.insert("!", at: welcome.endIndex)
welcome.insert(contentsOf: " there", at: welcome.index(before: welcome.endIndex))
print(welcome)
let range = welcome.index(welcome.endIndex, offsetBy: -6)..<welcome.endIndex
welcome.removeSubrange(range)
print(welcome)

let eAcute: Character = "\u{E9}"
let combinedEAcute: Character = "\u{65}\u{301}"
print(eAcute == combinedEAcute, String(eAcute).unicodeScalars.count, String(combinedEAcute).unicodeScalars.count)

var word = "cafe"
print("\(word) has \(word.count) characters")
word += "\u{301}"
print("\(word) has \(word.count) characters and \(word.utf8.count) UTF-8 bytes")

let dogString = "Dog‼🐶"
print(dogString.utf8.map { String($0) }.joined(separator: " "))
print(dogString.utf16.map { String($0) }.joined(separator: " "))
print(dogString.unicodeScalars.map { String($0.value) }.joined(separator: " "))

let sentence = "Hello, world"
let comma = sentence.firstIndex(of: ",") ?? sentence.endIndex
let beginning = sentence[..<comma]
print(type(of: beginning), String(beginning))

let poem = """
    Roses are red,
      violets are blue \
    (continued)
    "Quotes" are fine here
    """
for (n, line) in poem.split(separator: "\n").enumerated() {
    print(n + 1, line)
}

let raw = #"Use \n for newline and \#(1 + 1) interpolation"#
print(raw)
let scenes = ["Act 1 Scene 1: Verona", "Act 1 Scene 2: Capulet's mansion", "Act 2 Scene 1: Outside"]
let act1 = scenes.filter { $0.hasPrefix("Act 1 ") }.count
let mansions = scenes.filter { $0.hasSuffix("mansion") }.count
print("act 1: \(act1), mansions: \(mansions)")
print("straße".uppercased(), "ÀÉÎ".lowercased())

// expect: G
// expect: !
// expect: a
// expect: hello there!
// expect: hello 
// expect: true 1 2
// expect: cafe has 4 characters
// expect: café has 4 characters and 6 UTF-8 bytes
// expect: 68 111 103 226 128 188 240 159 144 182
// expect: 68 111 103 8252 55357 56374
// expect: 68 111 103 8252 128054
// expect: Substring Hello
// expect: 1 Roses are red,
// expect: 2   violets are blue (continued)
// expect: 3 "Quotes" are fine here
// expect: Use \n for newline and 2 interpolation
// expect: act 1: 2, mansions: 1
// expect: STRASSE àéî
