// Swift book style: for-in loops, stride, while and repeat-while
// Checks: ignoring the loop variable with _, stride(from:to:by:) and
// stride(from:through:by:) including negative and fractional steps, a snakes and
// ladders style while loop, and repeat-while running at least once.

let base = 3
let power = 10
var answer = 1
for _ in 1...power {
    answer *= base
}
print("\(base) to the power of \(power) is \(answer)")

let minutes = 60
let minuteInterval = 5
var ticks: [Int] = []
for tickMark in stride(from: 0, to: minutes, by: minuteInterval) {
    ticks.append(tickMark)
}
print(ticks)

let hours = 12
let hourInterval = 3
for tickMark in stride(from: 3, through: hours, by: hourInterval) {
    print("tick \(tickMark)")
}
print(Array(stride(from: 10, through: 0, by: -4)))
print(Array(stride(from: 10, to: 0, by: -5)))
print(Array(stride(from: 0.0, through: 1.0, by: 0.25)))
print(Array(stride(from: 1, to: 1, by: 1)).isEmpty)

let finalSquare = 25
var board = [Int](repeating: 0, count: finalSquare + 1)
board[03] = +08; board[06] = +11; board[09] = +09; board[10] = +02
board[14] = -10; board[19] = -11; board[22] = -02; board[24] = -08

var square = 0
var diceRoll = 0
var moves = 0
while square < finalSquare {
    diceRoll += 1
    if diceRoll == 7 { diceRoll = 1 }
    square += diceRoll
    if square < board.count {
        square += board[square]
    }
    moves += 1
}
print("while: game over after \(moves) moves at square \(square)")

square = 0
diceRoll = 0
moves = 0
repeat {
    square += board[square]
    diceRoll += 1
    if diceRoll == 7 { diceRoll = 1 }
    square += diceRoll
    moves += 1
} while square < finalSquare
print("repeat-while: game over after \(moves) moves at square \(square)")

// repeat-while body runs once even when condition is false
var runs = 0
repeat {
    runs += 1
} while false
print("ran \(runs) time")

var countdown = 3
while countdown > 0 {
    print("T-minus \(countdown)")
    countdown -= 1
}
print("liftoff")

// for-in over a dictionary sorted, a string and a reversed range
let legs = ["spider": 8, "ant": 6, "cat": 4]
for (animal, legCount) in legs.sorted(by: { $0.value < $1.value }) {
    print("\(animal)s have \(legCount) legs")
}
for ch in "abc".reversed() {
    print(ch, terminator: " ")
}
print()
for i in (1...4).reversed() where i % 2 == 0 {
    print("even descending \(i)")
}

// Nested loops building a multiplication table
for row in 1...3 {
    var line = ""
    for col in 1...4 {
        line += String(row * col).padLeft(3)
    }
    print(line)
}

extension String {
    func padLeft(_ width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}

// Loop variable shadowing and modifying a copy
for var n in [1, 2, 3] {
    n *= 100
    print(n, terminator: n == 300 ? "\n" : ",")
}

// Collatz with while
var c = 27
var steps = 0
while c != 1 {
    c = c % 2 == 0 ? c / 2 : 3 * c + 1
    steps += 1
}
print("collatz(27) steps: \(steps)")

// expect: 3 to the power of 10 is 59049
// expect: [0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]
// expect: tick 3
// expect: tick 6
// expect: tick 9
// expect: tick 12
// expect: [10, 6, 2]
// expect: [10, 5]
// expect: [0.0, 0.25, 0.5, 0.75, 1.0]
// expect: true
// expect: while: game over after 10 moves at square 27
// expect: repeat-while: game over after 10 moves at square 27
// expect: ran 1 time
// expect: T-minus 3
// expect: T-minus 2
// expect: T-minus 1
// expect: liftoff
// expect: cats have 4 legs
// expect: ants have 6 legs
// expect: spiders have 8 legs
// expect: c b a 
// expect: even descending 4
// expect: even descending 2
// expect:   1  2  3  4
// expect:   2  4  6  8
// expect:   3  6  9 12
// expect: 100,200,300
// expect: collatz(27) steps: 111
