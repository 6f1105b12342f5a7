// Kata style (robot simulator): CaseIterable direction enum with turning, a mutating struct and command parsing
enum Heading: Int, CaseIterable, CustomStringConvertible {
    case north, east, south, west

    var right: Heading { Heading(rawValue: (rawValue + 1) % 4)! }
    var left: Heading { Heading.allCases[(rawValue + 3) % Heading.allCases.count] }
    var delta: (dx: Int, dy: Int) {
        switch self {
        case .north: return (0, 1)
        case .east: return (1, 0)
        case .south: return (0, -1)
        case .west: return (-1, 0)
        }
    }
    var description: String { ["N", "E", "S", "W"][rawValue] }
}

struct Robot {
    private(set) var x = 0, y = 0
    private(set) var heading = Heading.north
    private(set) var trail: Set<[Int]> = [[0, 0]]
    var firstRevisit: (Int, Int)?

    mutating func run(_ commands: String) {
        for command in commands {
            switch command {
            case "R": heading = heading.right
            case "L": heading = heading.left
            case "A":
                x += heading.delta.dx
                y += heading.delta.dy
                if !trail.insert([x, y]).inserted && firstRevisit == nil { firstRevisit = (x, y) }
            default: break
            }
        }
    }
    var position: String { "(\(x), \(y)) facing \(heading)" }
}

var robot = Robot()
robot.run("RAALAL")
print("After RAALAL: \(robot.position)")
robot.run("AAARRAAAALA")
print("After more: \(robot.position)")
if let (rx, ry) = robot.firstRevisit { print("First revisited square: (\(rx), \(ry))") }

let programs = ["AAAA", "LAAARALA", "RRAAAAALA", "LLLL", "ARARARAR", "AXAXA?"]
for program in programs {
    var bot = Robot()
    bot.run(program)
    print("\(program.padding(10)) -> \(bot.position)")
}
print("Turning right from each: \(Heading.allCases.map { "\($0)>\($0.right)" }.joined(separator: " "))")

extension String {
    func padding(_ width: Int) -> String { self + String(repeating: ".", count: Swift.max(0, width - count)) }
}

// expect: After RAALAL: (2, 1) facing W
// expect: After more: (3, 2) facing N
// expect: First revisited square: (0, 1)
// expect: AAAA...... -> (0, 4) facing N
// expect: LAAARALA.. -> (-4, 1) facing W
// expect: RRAAAAALA. -> (1, -5) facing E
// expect: LLLL...... -> (0, 0) facing N
// expect: ARARARAR.. -> (0, 0) facing N
// expect: AXAXA?.... -> (0, 3) facing N
// expect: Turning right from each: N>E E>S S>W W>N
