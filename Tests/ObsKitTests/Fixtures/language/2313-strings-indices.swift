// Swift book style: Strings and Characters: indices, inserting and removing, substrings, prefix/suffix
let greeting = "Guten Tag!"
print(greeting[greeting.startIndex])
print(greeting[greeting.index(before: greeting.endIndex)])
print(greeting[greeting.index(after: greeting.startIndex)])
let seventh = greeting.index(greeting.startIndex, offsetBy: 7)
print(greeting[seventh])

for index in greeting.indices {
    print("\(greeting[index]) ", terminator: "")
}
print("")

var welcome = "hello"
welcome.insert("!", at: welcome.endIndex)
print(welcome)
welcome.insert(contentsOf: " there", at: welcome.index(before: welcome.endIndex))
print(welcome)
welcome.remove(at: welcome.index(before: welcome.endIndex))
print(welcome)
let range = welcome.index(welcome.endIndex, offsetBy: -6)..<welcome.endIndex
welcome.removeSubrange(range)
print(welcome)

let salutation = "Hello, world!"
let commaIndex = salutation.firstIndex(of: ",") ?? salutation.endIndex
let beginning = salutation[..<commaIndex]
let newString = String(beginning)
print(newString, beginning.count)

let romeoAndJuliet = [
    "Act 1 Scene 1: Verona, A public place",
    "Act 1 Scene 2: Capulet's mansion",
    "Act 1 Scene 3: A room in Capulet's mansion",
    "Act 1 Scene 4: A street outside Capulet's mansion",
    "Act 1 Scene 5: The Great Hall in Capulet's mansion",
    "Act 2 Scene 1: Outside Capulet's mansion",
    "Act 2 Scene 2: Capulet's orchard",
    "Act 2 Scene 3: Outside Friar Lawrence's cell",
]
var act1SceneCount = 0
for scene in romeoAndJuliet where scene.hasPrefix("Act 1 ") {
    act1SceneCount += 1
}
print("There are \(act1SceneCount) scenes in Act 1")

var mansionCount = 0
var cellCount = 0
for scene in romeoAndJuliet {
    if scene.hasSuffix("Capulet's mansion") {
        mansionCount += 1
    } else if scene.hasSuffix("Friar Lawrence's cell") {
        cellCount += 1
    }
}
print("\(mansionCount) mansion scenes; \(cellCount) cell scenes")

let sentence = "the quick brown fox"
if let space = sentence.lastIndex(of: " ") {
    let lastWord = sentence[sentence.index(after: space)...]
    print("last word: \(lastWord), starts at offset \(sentence.distance(from: sentence.startIndex, to: space) + 1)")
}
var mutableSentence = sentence
mutableSentence.replaceSubrange(mutableSentence.startIndex..<mutableSentence.index(mutableSentence.startIndex, offsetBy: 3), with: "A")
print(mutableSentence)
print(sentence.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " "))
let limit = sentence.index(sentence.startIndex, offsetBy: 5, limitedBy: sentence.endIndex)
let tooFar = sentence.index(sentence.startIndex, offsetBy: 50, limitedBy: sentence.endIndex)
print(limit.map { String(sentence[..<$0]) } ?? "nil", tooFar == nil)

// expect: G
// expect: !
// expect: u
// expect: a
// expect: G u t e n   T a g ! 
// expect: hello!
// expect: hello there!
// expect: hello there
// expect: hello
// expect: Hello 5
// expect: There are 5 scenes in Act 1
// expect: 5 mansion scenes; 1 cell scenes
// expect: last word: fox, starts at offset 16
// expect: A quick brown fox
// expect: The Quick Brown Fox
// expect: the q true
