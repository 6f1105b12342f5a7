// Swift book style: control flow with switch on characters, tuples, ranges and value bindings
let someCharacter: Character = "z"
switch someCharacter {
case "a":
    print("The first letter of the Latin alphabet")
case "z":
    print("The last letter of the Latin alphabet")
default:
    print("Some other character")
}
let puzzleInput = "great minds think alike"
var puzzleOutput = ""
let charactersToRemove: [Character] = ["a", "e", "i", "o", "u", " "]
for character in puzzleInput {
    if charactersToRemove.contains(character) {
        continue
    }
    puzzleOutput.append(character)
}
print(puzzleOutput)
func classify(_ c: Character) -> String {
    switch c {
    case "a", "e", "i", "o", "u", "A", "E", "I", "O", "U":
        return "vowel"
    case "0"..."9":
        return "digit"
    case let x where x.isLetter:
        return "consonant"
    default:
        return "other"
    }
}
print("Swift 6!".map(classify))
let approximateCount = 62
let naturalCount: String
switch approximateCount {
case 0: naturalCount = "no"
case 1..<5: naturalCount = "a few"
case 5..<12: naturalCount = "several"
case 12..<100: naturalCount = "dozens of"
default: naturalCount = "many"
}
print("There are \(naturalCount) moons orbiting Saturn.")
for point in [(0, 0), (1, 0), (0, -2), (2, 2), (3, -3), (5, 1)] {
    switch point {
    case (0, 0): print("\(point) is at the origin")
    case (_, 0): print("\(point) is on the x-axis")
    case (0, let y): print("on the y-axis with a y value of \(y)")
    case let (x, y) where x == y: print("(\(x), \(y)) is on the line x == y")
    case let (x, y) where x == -y: print("(\(x), \(y)) is on the line x == -y")
    case let (x, y): print("(\(x), \(y)) is just some arbitrary point")
    }
}
// expect: The last letter of the Latin alphabet
// expect: grtmndsthnklk
// expect: ["consonant", "consonant", "vowel", "consonant", "consonant", "other", "digit", "other"]
// expect: There are dozens of moons orbiting Saturn.
// expect: (0, 0) is at the origin
// expect: (1, 0) is on the x-axis
// expect: on the y-axis with a y value of -2
// expect: (2, 2) is on the line x == y
// expect: (3, -3) is on the line x == -y
// expect: (5, 1) is just some arbitrary point
