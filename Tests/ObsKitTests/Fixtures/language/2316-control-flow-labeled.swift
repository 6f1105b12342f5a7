// Swift book style: Control Flow: labeled statements, fallthrough, switch patterns, guard, where
let finalSquare = 25
var board = [Int](repeating: 0, count: finalSquare + 1)
board[03] = +08; board[06] = +11; board[09] = +09; board[10] = +02
board[14] = -10; board[19] = -11; board[22] = -02; board[24] = -08
var square = 0
var diceRoll = 0
var moves = 0
gameLoop: while square != finalSquare {
    diceRoll += 1
    if diceRoll == 7 { diceRoll = 1 }
    moves += 1
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
print("Game over after \(moves) moves")

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
let countedThings = "moons orbiting Saturn"
let naturalCount: String
switch approximateCount {
case 0: naturalCount = "no"
case 1..<5: naturalCount = "a few"
case 5..<12: naturalCount = "several"
case 12..<100: naturalCount = "dozens of"
default: naturalCount = "many"
}
print("There are \(naturalCount) \(countedThings).")

for point in [(0, 0), (1, 0), (0, 2), (2, 2), (1, -1), (3, 4)] {
    switch point {
    case (0, 0): print("\(point) is at the origin")
    case (_, 0): print("\(point) is on the x-axis")
    case (0, let y): print("on the y-axis with a y value of \(y)")
    case let (x, y) where x == y: print("(\(x), \(y)) is on the line x == y")
    case let (x, y) where x == -y: print("(\(x), \(y)) is on the line x == -y")
    case (-2...2, -2...2): print("\(point) is inside the box")
    default: print("\(point) is outside of the box")
    }
}

func greet(person: [String: String]) {
    guard let name = person["name"] else { print("no name"); return }
    print("Hello \(name)!", terminator: " ")
    guard let location = person["location"] else {
        print("I hope the weather is nice near you.")
        return
    }
    print("I hope the weather is nice in \(location).")
}
greet(person: ["name": "John"])
greet(person: ["name": "Jane", "location": "Cupertino"])
greet(person: [:])

outer: for row in 1...3 {
    for col in 1...3 where col != 2 {
        if row * col == 6 { print("found 6 at \(row),\(col)"); break outer }
        if col > row { continue outer }
        print("visit \(row),\(col)")
    }
}
var countdown = 3
repeat { print("T-\(countdown)", terminator: " "); countdown -= 1 } while countdown > 0
print("liftoff")

// expect: Game over after 16 moves
// expect: The number 5 is a prime number, and also an integer.
// expect: There are dozens of moons orbiting Saturn.
// expect: (0, 0) is at the origin
// expect: (1, 0) is on the x-axis
// expect: on the y-axis with a y value of 2
// expect: (2, 2) is on the line x == y
// expect: (1, -1) is on the line x == -y
// expect: (3, 4) is outside of the box
// expect: Hello John! I hope the weather is nice near you.
// expect: Hello Jane! I hope the weather is nice in Cupertino.
// expect: no name
// expect: visit 1,1
// expect: visit 2,1
// expect: found 6 at 2,3
// expect: T-3 T-2 T-1 liftoff
