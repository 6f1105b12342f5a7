// Advent of Code style: submarine commands as an enum with associated values and a mutating struct
let input = """
forward 5
down 5
forward 8
up 3
down 8
forward 2
"""

enum Command {
    case forward(Int)
    case down(Int)
    case up(Int)

    init?(_ line: Substring) {
        let parts = line.split(separator: " ")
        guard parts.count == 2, let n = Int(parts[1]) else { return nil }
        switch parts[0] {
        case "forward": self = .forward(n)
        case "down": self = .down(n)
        case "up": self = .up(n)
        default: return nil
        }
    }
}

struct Submarine {
    var horizontal = 0
    var depth = 0
    var aim = 0

    mutating func simple(_ command: Command) {
        switch command {
        case .forward(let n): horizontal += n
        case .down(let n): depth += n
        case .up(let n): depth -= n
        }
    }

    mutating func aimed(_ command: Command) {
        switch command {
        case .forward(let n):
            horizontal += n
            depth += aim * n
        case .down(let n): aim += n
        case .up(let n): aim -= n
        }
    }

    var product: Int { horizontal * depth }
}

let commands = input.split(separator: "\n").compactMap(Command.init)
print("Parsed \(commands.count) commands")

var sub1 = Submarine()
commands.forEach { sub1.simple($0) }
print("Position \(sub1.horizontal), depth \(sub1.depth)")
print("Part 1: \(sub1.product)")

var sub2 = Submarine()
for c in commands { sub2.aimed(c) }
print("Position \(sub2.horizontal), depth \(sub2.depth), aim \(sub2.aim)")
print("Part 2: \(sub2.product)")

// expect: Parsed 6 commands
// expect: Position 15, depth 10
// expect: Part 1: 150
// expect: Position 15, depth 60, aim 10
// expect: Part 2: 900
