// Control Flow: while and repeat-while loops driving a small board game and a savings plan.
// expected output: swiftc 6.3.1 (Linux), run on this machine
let finalSquare = 20
var board = [Int](repeating: 0, count: finalSquare + 1)
board[2] = +7; board[5] = +4; board[11] = -8; board[14] = -5; board[17] = -10
let rolls = [3, 5, 1, 6, 2, 4]
var rollIndex = 0
var square = 0
var turns = 0
while square < finalSquare {
    let roll = rolls[rollIndex % rolls.count]
    rollIndex += 1
    turns += 1
    square += roll
    if square < board.count {
        square += board[square]
    }
}
print("finished after \(turns) turns on square \(square)")
var balanceCents = 10_000
var months = 0
repeat {
    balanceCents = balanceCents * 11 / 10
    months += 1
} while balanceCents < 15_000
print("months: \(months), balance: \(balanceCents / 100).\(balanceCents % 100)")
var countdown = 0
repeat {
    print("runs once even though the condition is false")
} while countdown > 0
var stack = [1, 2, 3]
while let top = stack.popLast() { print("popped", top) }
var n = 27, steps = 0
while n != 1 {
    n = n.isMultiple(of: 2) ? n / 2 : 3 * n + 1
    steps += 1
}
print("collatz steps:", steps)
var i = 0
while true {
    i += 1
    if i == 2 { continue }
    if i > 4 { break }
    print("i =", i)
}
countdown = 3
while countdown > 0 { countdown -= 1 }
print(countdown)

// expect: finished after 14 turns on square 24
// expect: months: 5, balance: 161.5
// expect: runs once even though the condition is false
// expect: popped 3
// expect: popped 2
// expect: popped 1
// expect: collatz steps: 111
// expect: i = 1
// expect: i = 3
// expect: i = 4
// expect: 0
