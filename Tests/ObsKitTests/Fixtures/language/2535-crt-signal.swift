// Puzzle style: Advent of Code cathode-ray tube — parse CPU instructions, signal strengths, render pixels
enum Instruction: Equatable {
    case noop
    case addx(Int)

    var cycles: Int { self == .noop ? 1 : 2 }
}

struct Sample {
    let cycle: Int
    let x: Int
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
""" + String(repeating: "\naddx 5\naddx -1\nnoop\naddx 2\naddx -9\nnoop\naddx 7", count: 19)

let instructions: [Instruction] = program.split(separator: "\n").map { line in
    let parts = line.split(separator: " ")
    if parts[0] == "addx", parts.count == 2, let value = Int(parts[1]) { return .addx(value) }
    return .noop
}
print("Parsed \(instructions.count) instructions")
print("First four: \(Array(instructions.prefix(4)))")
print("Tenth: \(instructions[9]), lookup: \(instructions.firstIndex(of: .addx(13)) as Int?)")

var x = 1
var cycle = 0
var samples: [Sample] = []
var screen = [Character](repeating: " ", count: 240)
for instruction in instructions {
    for _ in 0..<instruction.cycles {
        let column = cycle % 40
        if cycle < 240 {
            screen[cycle] = abs(column - x) <= 1 ? "#" : "."
        }
        cycle += 1
        if (cycle - 20) % 40 == 0 { samples.append(Sample(cycle: cycle, x: x)) }
    }
    if case .addx(let delta) = instruction { x += delta }
}
let strengths = samples.prefix(6).map { $0.cycle * $0.x }
print("Samples: \(samples.prefix(3))")
print("Signal strengths: \(strengths) sum \(strengths.reduce(0, +))")
print("Final X: \(x) after \(cycle) cycles")
for row in 0..<6 {
    print(String(screen[(row * 40)..<(row * 40 + 40)]))
}
let lit = screen.filter { $0 == "#" }.count
print("Lit pixels: \(lit), optional first: \(screen.first), missing: \(samples.first { $0.x > 100 }?.cycle)")
// expect: Parsed 144 instructions
// expect: First four: [main.Instruction.addx(15), main.Instruction.addx(-11), main.Instruction.addx(6), main.Instruction.addx(-3)]
// expect: Tenth: noop, lookup: Optional(7)
// expect: Samples: [main.Sample(cycle: 20, x: 21), main.Sample(cycle: 60, x: 37), main.Sample(cycle: 100, x: 48)]
// expect: Signal strengths: [420, 2220, 4800, 7420, 13860, 19360] sum 48080
// expect: Final X: 96 after 249 cycles
// expect: ##..##..##..##..##..##..##..............
// expect: ............................#...........
// expect: ........................................
// expect: ........................................
// expect: ........................................
// expect: ........................................
// expect: Lit pixels: 15, optional first: Optional("#"), missing: nil
