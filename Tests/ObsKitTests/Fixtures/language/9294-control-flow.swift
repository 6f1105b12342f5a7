// Loops, switch with patterns, labeled statements, guard
// expected output: swiftc 6.3.1 (Linux), run on this machine
let finalSquare = 25
var board = [Int](repeating: 0, count: finalSquare + 1)
board[3] = 8; board[6] = 11; board[9] = 9; board[10] = 2
board[14] = -10; board[19] = -11; board[22] = -2; board[24] = -8
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

func describe(_ point: (Int, Int)) -> String {
    switch point {
    case (0, 0): return "origin"
    case (_, 0): return "on the x-axis"
    case (0, _): return "on the y-axis"
    case (-2...2, -2...2): return "inside the box"
    case let (x, y) where x == y: return "on the diagonal"
    default: return "somewhere else"
    }
}
for p in [(0, 0), (3, 0), (0, -1), (1, 2), (5, 5), (7, 1)] {
    print("\(p) is \(describe(p))")
}

let approximateCount = 62
let naturalCount: String
switch approximateCount {
case 0: naturalCount = "no"
case 1..<5: naturalCount = "a few"
case 5..<12: naturalCount = "several"
case 12..<100: naturalCount = "dozens of"
default: naturalCount = "many"
}
print("There are \(naturalCount) moons.")

for tick in stride(from: 0, to: 60, by: 15) {
    print("tick \(tick)", terminator: ";")
}
print()

func greet(person: [String: String]) {
    guard let name = person["name"] else {
        print("No name given")
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

var r = 0
repeat { r += 3 } while r < 10; print("repeat ended at \(r)")
let ch: Character = "e"
switch ch {
case "a", "e", "i", "o", "u": print("\(ch) is a vowel"); fallthrough
default: print("done classifying")
}
// expect: Game over after 16 turns
// expect: (0, 0) is origin
// expect: (3, 0) is on the x-axis
// expect: (0, -1) is on the y-axis
// expect: (1, 2) is inside the box
// expect: (5, 5) is on the diagonal
// expect: (7, 1) is somewhere else
// expect: There are dozens of moons.
// expect: tick 0;tick 15;tick 30;tick 45;
// expect: Hello John!
// expect: I hope the weather is nice near you.
// expect: Hello Jane!
// expect: I hope the weather is nice in Cupertino.
// expect: No name given
// expect: repeat ended at 12
// expect: e is a vowel
// expect: done classifying
