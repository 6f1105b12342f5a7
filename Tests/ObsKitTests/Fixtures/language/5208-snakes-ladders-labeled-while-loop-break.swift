// Book style (Control Flow): Snakes and Ladders with a labeled while loop, break and continue by label
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
        print("landed on \(finalSquare) after \(moves) moves")
        break gameLoop
    case let newSquare where newSquare > finalSquare:
        print("roll \(diceRoll) overshoots from \(square)")
        continue gameLoop
    default:
        square += diceRoll
        if board[square] != 0 {
            print("square \(square) moves by \(board[square])")
        }
        square += board[square]
    }
}
print("Game over!")

var found: (Int, Int)? = nil
outer: for row in 1...5 {
    for column in 1...5 {
        if column > row { continue outer }
        if row * column == 12 {
            found = (row, column)
            break outer
        }
    }
}
if let (r, c) = found {
    print("first product 12 at row \(r), column \(c)")
}

// expect: square 3 moves by 8
// expect: square 14 moves by -10
// expect: square 19 moves by -11
// expect: square 9 moves by 9
// expect: roll 4 overshoots from 23
// expect: roll 5 overshoots from 23
// expect: roll 6 overshoots from 23
// expect: square 24 moves by -8
// expect: landed on 25 after 16 moves
// expect: Game over!
// expect: first product 12 at row 4, column 3
