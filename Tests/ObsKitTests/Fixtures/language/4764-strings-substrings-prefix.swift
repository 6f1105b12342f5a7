// Swift book style: substrings, prefix and suffix comparison
// Checks: Substring from firstIndex, converting Substring to String,
// hasPrefix/hasSuffix over an array of scene names, prefix(_:) suffix(_:),
// dropFirst/dropLast, split, and Substring sharing indices with the base.

let greeting = "Hello, world!"
let commaIndex = greeting.firstIndex(of: ",") ?? greeting.endIndex
let beginning = greeting[..<commaIndex]
print(beginning)
let newString = String(beginning)
print(newString, newString.count)
print(type(of: beginning), type(of: newString))

let romeoAndJuliet = [
    "Act 1 Scene 1: Verona, A public place",
    "Act 1 Scene 2: Capulet's mansion",
    "Act 1 Scene 3: A room in Capulet's mansion",
    "Act 1 Scene 4: A street outside Capulet's mansion",
    "Act 1 Scene 5: The Great Hall in Capulet's mansion",
    "Act 2 Scene 1: Outside Capulet's mansion",
    "Act 2 Scene 2: Capulet's orchard",
    "Act 2 Scene 3: Outside Friar Lawrence's cell",
    "Act 2 Scene 4: A street in Verona",
    "Act 2 Scene 5: Capulet's mansion",
    "Act 2 Scene 6: Friar Lawrence's cell",
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

let title = "Programming"
print(title.prefix(4))
print(title.suffix(3))
print(title.prefix(100))
print(title.dropFirst(3))
print(title.dropLast(4))
print(title.prefix(while: { $0 != "g" }))
print(title.hasPrefix(""), title.hasSuffix(""))
print("Prog" < title)

let sub = title.dropFirst(3).dropLast(3)
print(sub, sub.count)
print(sub.startIndex == title.index(title.startIndex, offsetBy: 3))
print(title[sub.startIndex])
print(sub.uppercased())
print(sub.first!, sub.last!)
print(sub.hasPrefix("gr"))

let csv = "name,age,,city"
let parts = csv.split(separator: ",")
print(parts.count, parts)
let allParts = csv.split(separator: ",", omittingEmptySubsequences: false)
print(allParts.count, allParts)
let limited = csv.split(separator: ",", maxSplits: 1)
print(limited)
let wordsOnly = "  leading and   trailing  ".split(separator: " ")
print(wordsOnly.map(String.init))
print(wordsOnly.joined(separator: "_"))

// Substring of a substring
let path = "/usr/local/bin/tool"
let afterRoot = path.dropFirst()
if let slash = afterRoot.firstIndex(of: "/") {
    let firstComponent = afterRoot[..<slash]
    let rest = afterRoot[afterRoot.index(after: slash)...]
    print(firstComponent, rest)
    print(rest.split(separator: "/").last!)
}
let lastComponent = path.split(separator: "/").last.map(String.init) ?? ""
print(lastComponent)
print(String(path.reversed().prefix(4).reversed()))

// Comparing substrings and strings
let s1: Substring = "abc"[...]
print(s1 == "abc", "abc".elementsEqual(s1))
print(Array("hello".prefix(2)), "hello".starts(with: "he"))

// expect: Hello
// expect: Hello 5
// expect: Substring String
// expect: There are 5 scenes in Act 1
// expect: 6 mansion scenes; 2 cell scenes
// expect: Prog
// expect: ing
// expect: Programming
// expect: gramming
// expect: Program
// expect: Pro
// expect: true true
// expect: true
// expect: gramm 5
// expect: true
// expect: g
// expect: GRAMM
// expect: g m
// expect: true
// expect: 3 ["name", "age", "city"]
// expect: 4 ["name", "age", "", "city"]
// expect: ["name", "age,,city"]
// expect: ["leading", "and", "trailing"]
// expect: leading_and_trailing
// expect: usr local/bin/tool
// expect: tool
// expect: tool
// expect: tool
// expect: true true
// expect: ["h", "e"] true
