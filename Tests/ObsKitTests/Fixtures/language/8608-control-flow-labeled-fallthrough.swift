// Swift book style (Control Flow): labeled statements, fallthrough, continue/break and early exit
let finalSquare = 20
var board = [Int](repeating: 0, count: finalSquare + 1)
board[2] = +6; board[5] = +9; board[9] = -7; board[14] = -10; board[17] = +2
let rolls = [1, 3, 4, 2, 6, 5, 1, 6, 3, 2]
var square = 0
var rollIndex = 0
var moves = 0

gameLoop: while square != finalSquare {
    let roll = rolls[rollIndex % rolls.count]
    rollIndex += 1
    switch square + roll {
    case finalSquare:
        moves += 1
        break gameLoop
    case let newSquare where newSquare > finalSquare:
        continue gameLoop
    default:
        square += roll
        square += board[square]
        moves += 1
        print("moved to \(square)")
    }
}
print("finished after \(moves) moves and \(rollIndex) rolls")

let integer = 5
var description = "The number \(integer) is"
switch integer {
case 2, 3, 5, 7, 11, 13, 17, 19:
    description += " a prime number, and also"
    fallthrough
default:
    description += " an integer."
}
print(description)

outer: for row in 1...4 {
    for col in 1...4 {
        if col > row { continue outer }
        if row * col > 6 { break outer }
        print("\(row)x\(col)", terminator: " ")
    }
}
print()

let puzzle = "great minds think alike"
var consonants = ""
for ch in puzzle {
    switch ch {
    case "a", "e", "i", "o", "u", " ":
        continue
    default:
        consonants.append(ch)
    }
}
print(consonants)

func greet(_ person: [String: String]) {
    guard let name = person["name"] else {
        print("no name")
        return
    }
    print("Hello \(name)!")
    guard let city = person["city"] else {
        print("Hope the weather is nice near you.")
        return
    }
    print("Hope the weather is nice in \(city).")
}
greet(["name": "Kai"])
greet(["name": "Rin", "city": "Osaka"])
greet([:])

var countdown = 3
repeat {
    print("t-\(countdown)")
    countdown -= 1
} while countdown > 0

// expect: moved to 1
// expect: moved to 4
// expect: moved to 8
// expect: moved to 10
// expect: moved to 16
// expect: moved to 19
// expect: finished after 7 moves and 11 rolls
// expect: The number 5 is a prime number, and also an integer.
// expect: 1x1 2x1 2x2 3x1 3x2 
// expect: grtmndsthnklk
// expect: Hello Kai!
// expect: Hope the weather is nice near you.
// expect: Hello Rin!
// expect: Hope the weather is nice in Osaka.
// expect: no name
// expect: t-3
// expect: t-2
// expect: t-1
