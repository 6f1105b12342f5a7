// Book style (Control Flow): switch over tuples with value bindings, where clauses, compound cases and fallthrough
func describe(_ point: (Int, Int)) -> String {
    switch point {
    case (0, 0):
        return "\(point) is at the origin"
    case (_, 0):
        return "\(point) is on the x-axis"
    case (0, _):
        return "\(point) is on the y-axis"
    case let (x, y) where x == y:
        return "(\(x), \(y)) is on the line x == y"
    case let (x, y) where x == -y:
        return "(\(x), \(y)) is on the line x == -y"
    case (-2...2, -2...2):
        return "\(point) is inside the box"
    default:
        return "\(point) is outside of the box"
    }
}
for p in [(0, 0), (3, 0), (0, -4), (2, 2), (3, -3), (1, -2), (5, 1)] {
    print(describe(p))
}

let someCharacter: Character = "e"
switch someCharacter {
case "a", "e", "i", "o", "u":
    print("\(someCharacter) is a vowel")
case "b", "c", "d", "f", "g", "h", "j", "k", "l", "m",
     "n", "p", "q", "r", "s", "t", "v", "w", "x", "y", "z":
    print("\(someCharacter) is a consonant")
default:
    print("\(someCharacter) isn't a vowel or a consonant")
}

let stillAnotherPoint = (9, 0)
switch stillAnotherPoint {
case (let distance, 0), (0, let distance):
    print("On an axis, \(distance) from the origin")
default:
    print("Not on an axis")
}

let integerToDescribe = 5
var description = "The number \(integerToDescribe) is"
switch integerToDescribe {
case 2, 3, 5, 7, 11, 13, 17, 19:
    description += " a prime number, and also"
    fallthrough
default:
    description += " an integer."
}
print(description)

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

// expect: (0, 0) is at the origin
// expect: (3, 0) is on the x-axis
// expect: (0, -4) is on the y-axis
// expect: (2, 2) is on the line x == y
// expect: (3, -3) is on the line x == -y
// expect: (1, -2) is inside the box
// expect: (5, 1) is outside of the box
// expect: e is a vowel
// expect: On an axis, 9 from the origin
// expect: The number 5 is a prime number, and also an integer.
// expect: There are dozens of moons orbiting Saturn.
