// Swift book style: Control Flow - labeled statements, fallthrough, guard, where in switch, value bindings, tuple patterns
let finalSquare = 25
var board = [Int](repeating: 0, count: finalSquare + 1)
board[03] = +08; board[06] = +11; board[09] = +09; board[10] = +02
board[14] = -10; board[19] = -11; board[22] = -02; board[24] = -08
var square = 0
var diceRoll = 0
var turns = 0
gameLoop: while square != finalSquare {
    diceRoll += 1
    if diceRoll == 7 { diceRoll = 1 }
    turns += 1
    switch square + diceRoll {
    case finalSquare:
        break gameLoop
    case let newSquare where newSquare > finalSquare:
        continue gameLoop
    default:
        square += diceRoll
        square += board[square]
    }
}
print("Game over after \(turns) turns")

let someCharacter: Character = "z"
switch someCharacter {
case "a":
    print("The first letter of the Latin alphabet")
case "z":
    print("The last letter of the Latin alphabet")
default:
    print("Some other character")
}

func describeCount(_ approximateCount: Int) -> String {
    let naturalCount: String
    switch approximateCount {
    case 0: naturalCount = "no"
    case 1..<5: naturalCount = "a few"
    case 5..<12: naturalCount = "several"
    case 12..<100: naturalCount = "dozens of"
    case 100..<1000: naturalCount = "hundreds of"
    default: naturalCount = "many"
    }
    return naturalCount
}
for n in [0, 3, 62, 500, 5000] {
    print("There are \(describeCount(n)) moons.")
}

let points = [(0, 0), (1, 0), (0, 5), (2, 2), (3, -3), (7, 1)]
for somePoint in points {
    switch somePoint {
    case (0, 0):
        print("\(somePoint) is at the origin")
    case (let x, 0):
        print("on the x-axis with an x value of \(x)")
    case (0, let y):
        print("on the y-axis with a y value of \(y)")
    case let (x, y) where x == y:
        print("(\(x), \(y)) is on the line x == y")
    case let (x, y) where x == -y:
        print("(\(x), \(y)) is on the line x == -y")
    case (-2...2, -2...2):
        print("inside the box")
    case let (x, y):
        print("(\(x), \(y)) is just some arbitrary point")
    }
}

let stillAnotherPoint = (9, 0)
switch stillAnotherPoint {
case (let distance, 0), (0, let distance):
    print("On an axis, \(distance) from the origin")
default:
    print("Not on an axis")
}

func describe(_ integerToDescribe: Int) -> String {
    var description = "The number \(integerToDescribe) is"
    switch integerToDescribe {
    case 2, 3, 5, 7, 11, 13, 17, 19:
        description += " a prime number, and also"
        fallthrough
    default:
        description += " an integer."
    }
    return description
}
print(describe(5))
print(describe(8))

func greet(person: [String: String]) {
    guard let name = person["name"] else {
        print("no name given")
        return
    }
    print("Hello \(name)!")
    guard let location = person["location"] else {
        print("I hope the weather is nice near you.")
        return
    }
    print("I hope the weather is nice in \(location).")
}
greet(person: ["name": "John"])
greet(person: ["name": "Jane", "location": "Cupertino"])
greet(person: [:])

let puzzleInput = "great minds think alike"
var puzzleOutput = ""
let charactersToRemove: [Character] = ["a", "e", "i", "o", "u", " "]
for character in puzzleInput {
    if charactersToRemove.contains(character) { continue }
    puzzleOutput.append(character)
}
print(puzzleOutput)

outer: for i in 1...4 {
    inner: for j in 1...4 {
        if j == i { continue outer }
        if i * j > 6 { break outer }
        print("pair \(i),\(j)")
    }
}
var countdown = 3
repeat {
    print("T-minus \(countdown)")
    countdown -= 1
} while countdown > 0
for tick in stride(from: 0, to: 60, by: 15) { print("tick \(tick)", terminator: ";") }
print()
for tick in stride(from: 3, through: 12, by: 3) where tick % 2 == 0 { print("even tick \(tick)") }

// expect: Game over after 16 turns
// expect: The last letter of the Latin alphabet
// expect: There are no moons.
// expect: There are a few moons.
// expect: There are dozens of moons.
// expect: There are hundreds of moons.
// expect: There are many moons.
// expect: (0, 0) is at the origin
// expect: on the x-axis with an x value of 1
// expect: on the y-axis with a y value of 5
// expect: (2, 2) is on the line x == y
// expect: (3, -3) is on the line x == -y
// expect: (7, 1) is just some arbitrary point
// expect: On an axis, 9 from the origin
// expect: The number 5 is a prime number, and also an integer.
// expect: The number 8 is an integer.
// expect: Hello John!
// expect: I hope the weather is nice near you.
// expect: Hello Jane!
// expect: I hope the weather is nice in Cupertino.
// expect: no name given
// expect: grtmndsthnklk
// expect: pair 2,1
// expect: pair 3,1
// expect: pair 3,2
// expect: pair 4,1
// expect: T-minus 3
// expect: T-minus 2
// expect: T-minus 1
// expect: tick 0;tick 15;tick 30;tick 45;
// expect: even tick 6
// expect: even tick 12
