// Swift book style (Control Flow): for-in with strides, while and repeat-while
let legs = ["spider": 8, "ant": 6, "cat": 4]
for (animal, count) in legs.sorted(by: { $0.key < $1.key }) {
    print("\(animal)s have \(count) legs")
}

var power = 1
for _ in 1...10 { power *= 2 }
print("2^10 = \(power)")

for tick in stride(from: 0, to: 60, by: 15) { print("minute \(tick)") }
for tick in stride(from: 12, through: 0, by: -4) { print("count down \(tick)") }

// a tiny snakes and ladders board
let finalSquare = 16
var board = [Int](repeating: 0, count: finalSquare + 1)
board[3] = +5; board[7] = +4; board[11] = -6; board[13] = -2
var square = 0
var roll = 0
var turns = 0
while square < finalSquare && turns < 50 {
    roll = roll % 6 + 1
    turns += 1
    square += roll
    if square < board.count { square += board[square] }
}
print("finished in \(turns) turns at square \(square)")

var fuel = 7
repeat {
    print("fuel \(fuel)")
    fuel -= 3
} while fuel > 0
print("out of fuel at \(fuel)")

// expect: ants have 6 legs
// expect: cats have 4 legs
// expect: spiders have 8 legs
// expect: 2^10 = 1024
// expect: minute 0
// expect: minute 15
// expect: minute 30
// expect: minute 45
// expect: count down 12
// expect: count down 8
// expect: count down 4
// expect: count down 0
// expect: finished in 6 turns at square 20
// expect: fuel 7
// expect: fuel 4
// expect: fuel 1
// expect: out of fuel at -2
