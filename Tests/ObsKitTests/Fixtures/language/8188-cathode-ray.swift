// Advent of Code style: CPU cycle signal strength and CRT pixels drawn row by row
let input = """
noop
addx 3
addx -5
addx 6
addx -1
noop
addx 8
addx -3
noop
addx -9
addx 12
noop
addx 1
addx -4
addx 7
noop
addx 2
addx -6
addx 4
"""

var x = 1
var history: [Int] = []   // value of X during each cycle
for line in input.split(separator: "\n") {
    let words = line.split(separator: " ")
    switch words[0] {
    case "noop":
        history.append(x)
    case "addx":
        history.append(x)
        history.append(x)
        x += Int(words[1])!
    default:
        fatalError("bad instruction \(line)")
    }
}

let checkpoints = stride(from: 2, through: history.count, by: 5)
var part1 = 0
for cycle in checkpoints {
    part1 += cycle * history[cycle - 1]
}
print("Cycles: \(history.count), final X: \(x)")
print("Part 1: \(part1)")

let width = 8
var screen = ""
for (i, spriteX) in history.enumerated() {
    let col = i % width
    screen += abs(col - spriteX) <= 1 ? "#" : "."
    if col == width - 1 {
        print(screen)
        screen = ""
    }
}
if !screen.isEmpty { print(screen) }

// expect: Cycles: 33, final X: 16
// expect: Part 1: 1276
// expect: #####...
// expect: ...#....
// expect: .#......
// expect: ........
// expect: .
