// Swift book style: hasPrefix and hasSuffix over an array of scene strings
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
    "Act 2 Scene 6: Friar Lawrence's cell"
]
var act1SceneCount = 0
for scene in romeoAndJuliet {
    if scene.hasPrefix("Act 1 ") {
        act1SceneCount += 1
    }
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
let act2 = romeoAndJuliet.filter { $0.hasPrefix("Act 2") }.map { $0.dropFirst(14) }
for place in act2.prefix(3) {
    print("-", place)
}
print(romeoAndJuliet.last!.suffix(4))
print(romeoAndJuliet.first!.prefix(5) + "...")
let quotation = "We're a lot alike, you and I."
let sameQuotation = "We're a lot alike, you and I."
if quotation == sameQuotation {
    print("These two strings are considered equal")
}
print("abc" < "abd", "Z" < "a", "apple" > "app")
// expect: There are 5 scenes in Act 1
// expect: 6 mansion scenes; 2 cell scenes
// expect: -  Outside Capulet's mansion
// expect: -  Capulet's orchard
// expect: -  Outside Friar Lawrence's cell
// expect: cell
// expect: Act 1...
// expect: These two strings are considered equal
// expect: true true true
