// Control flow: labeled statements, repeat-while, stride, fallthrough, guard
// expected output: swiftc 6.3.1 (Linux), run on this machine
let board = [
    [1, 0, 3],
    [4, 5, 0],
    [7, 8, 9],
]

var firstZero: (Int, Int)? = nil
search: for (r, row) in board.enumerated() {
    for (c, value) in row.enumerated() {
        if value == 0 {
            firstZero = (r, c)
            break search
        }
    }
}
if let (r, c) = firstZero { print("first zero at row \(r), col \(c)") }

var rowSums: [Int] = []
rows: for row in board {
    var sum = 0
    for v in row {
        if v == 0 { continue rows }
        sum += v
    }
    rowSums.append(sum)
}
print("full rows sum: \(rowSums)")

var n = 27, steps = 0
repeat {
    n = n % 2 == 0 ? n / 2 : 3 * n + 1
    steps += 1
} while n != 1
print("collatz(27) steps: \(steps)")

for x in stride(from: 10, through: 0, by: -3) { print(x, terminator: " ") }
print()
for x in stride(from: 0.0, to: 1.0, by: 0.25) { print(x, terminator: " ") }
print()

func describe(_ n: Int) -> String {
    var parts: [String] = []
    switch n {
    case 2, 3, 5, 7:
        parts.append("prime")
        fallthrough
    case 1...9:
        parts.append("single digit")
    case let x where x < 0:
        parts.append("negative")
    default:
        parts.append("other")
    }
    return "\(n): " + parts.joined(separator: ", ")
}
[3, 8, -4, 42].forEach { print(describe($0)) }

func firstEven(in values: [Int]) -> Int {
    for v in values {
        guard v % 2 == 0 else { continue }
        return v
    }
    return -1
}
print(firstEven(in: [1, 3, 6, 8]), firstEven(in: [1, 5]))
var countdown = 3
while countdown > 0 { defer { countdown -= 1 }; print("t-\(countdown)") }
// expect: first zero at row 0, col 1
// expect: full rows sum: [24]
// expect: collatz(27) steps: 111
// expect: 10 7 4 1 
// expect: 0.0 0.25 0.5 0.75 
// expect: 3: prime, single digit
// expect: 8: single digit
// expect: -4: negative
// expect: 42: other
// expect: 6 -1
// expect: t-3
// expect: t-2
// expect: t-1
