// Swift book style: control transfer with fallthrough, labeled break and continue
// Checks: fallthrough into the next case (and into default), continue to skip
// characters, break in a switch case to ignore values, and a labeled while
// loop driving a dice game with labeled break/continue.

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

func tiers(_ n: Int) -> [String] {
    var reached: [String] = []
    switch n {
    case 3:
        reached.append("gold")
        fallthrough
    case 2:
        reached.append("silver")
        fallthrough
    case 1:
        reached.append("bronze")
    default:
        reached.append("none")
    }
    return reached
}
print(tiers(3), tiers(2), tiers(1), tiers(0))

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

let numberSymbol: Character = "三"
var possibleIntegerValue: Int?
switch numberSymbol {
case "1", "١", "一", "๑":
    possibleIntegerValue = 1
case "2", "٢", "二", "๒":
    possibleIntegerValue = 2
case "3", "٣", "三", "๓":
    possibleIntegerValue = 3
default:
    break
}
if let integerValue = possibleIntegerValue {
    print("The integer value of \(numberSymbol) is \(integerValue).")
} else {
    print("An integer value couldn't be found for \(numberSymbol).")
}

let finalSquare = 25
var board = [Int](repeating: 0, count: finalSquare + 1)
board[03] = +08; board[06] = +11; board[09] = +09; board[10] = +02
board[14] = -10; board[19] = -11; board[22] = -02; board[24] = -08
var square = 0
var diceRoll = 0
var skipped = 0
gameLoop: while square != finalSquare {
    diceRoll += 1
    if diceRoll == 7 { diceRoll = 1 }
    switch square + diceRoll {
    case finalSquare:
        break gameLoop
    case let newSquare where newSquare > finalSquare:
        skipped += 1
        continue gameLoop
    default:
        square += diceRoll
        square += board[square]
    }
}
print("Game over! skipped \(skipped) overshooting rolls, last roll \(diceRoll)")

// Labeled nested for loops
var found: (Int, Int)?
search: for i in 1...9 {
    for j in 1...9 {
        if i * j == 42 {
            found = (i, j)
            break search
        }
    }
}
print(found.map { "\($0.0) x \($0.1)" } ?? "none")

var pairs: [String] = []
outer: for a in 0..<4 {
    inner: for b in 0..<4 {
        if b > a { continue outer }
        if a == 3 { break outer }
        if b == 1 { continue inner }
        pairs.append("\(a)\(b)")
    }
}
print(pairs)

// break inside a labeled if and a labeled do
check: if integerToDescribe > 0 {
    if integerToDescribe % 5 == 0 { break check }
    print("not reached")
}
print("after labeled if")

// expect: The number 5 is a prime number, and also an integer.
// expect: ["gold", "silver", "bronze"] ["silver", "bronze"] ["bronze"] ["none"]
// expect: grtmndsthnklk
// expect: The integer value of 三 is 3.
// expect: Game over! skipped 3 overshooting rolls, last roll 4
// expect: 6 x 7
// expect: ["00", "10", "20", "22"]
// expect: after labeled if
