// Advent of Code style (CPU and CRT): an instruction enum parsed from lines, a cycle-by-cycle register trace, and a pixel picture
enum Instruction {
    case noop
    case addx(Int)

    init?(_ line: Substring) {
        let parts = line.split(separator: " ")
        switch parts.first {
        case "noop": self = .noop
        case "addx" where parts.count == 2:
            guard let v = Int(parts[1]) else { return nil }
            self = .addx(v)
        default: return nil
        }
    }
    var cycles: Int {
        if case .addx = self { return 2 }
        return 1
    }
}

let program = """
addx 15
addx -11
addx 6
addx -3
addx 5
addx -1
addx -8
addx 13
addx 4
noop
addx -1
addx 5
addx -1
addx 5
addx -1
addx 5
addx -1
addx 5
addx -1
addx -35
"""

let instructions = program.split(separator: "\n").compactMap(Instruction.init)
var x = 1
var during: [Int] = []
for ins in instructions {
    for _ in 0..<ins.cycles { during.append(x) }
    if case let .addx(v) = ins { x += v }
}
print("cycles:", during.count, "final x:", x)
let samples = stride(from: 20, through: during.count, by: 20).map { ($0, during[$0 - 1]) }
for (c, v) in samples { print("cycle \(c): x=\(v) strength=\(c * v)") }

let width = 10
var screen = ""
for (i, sprite) in during.enumerated() {
    let col = i % width
    screen += abs(col - sprite) <= 1 ? "#" : "."
    if col == width - 1 { screen += "\n" }
}
print(screen, terminator: "")
print("lit:", screen.filter { $0 == "#" }.count)

// expect: cycles: 39 final x: 1
// expect: cycle 20: x=21 strength=420
// expect: ##..##..##
// expect: ....##....
// expect: ..........
// expect: .........lit: 8
