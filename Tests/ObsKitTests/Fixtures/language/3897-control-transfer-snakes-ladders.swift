// Swift book style: control transfer in a snakes and ladders game loop
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
print("Game over after \(turns) turns, last roll \(diceRoll)")

square = 0
diceRoll = 0
turns = 0
repeat {
    square += board[square]
    diceRoll += 1
    if diceRoll == 7 { diceRoll = 1 }
    square += diceRoll
    turns += 1
} while square < finalSquare
print("repeat-while version: \(turns) turns, ended on \(square)")
// expect: Game over after 16 turns, last roll 4
// expect: repeat-while version: 10 turns, ended on 27
