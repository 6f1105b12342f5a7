// App code style: guard let in a tiny command parser
enum Command: CustomStringConvertible {
    case move(dx: Int, dy: Int)
    case say(String)
    case repeatLast(times: Int)
    case quit

    var description: String {
        switch self {
        case let .move(dx, dy): return "move(\(dx), \(dy))"
        case .say(let text): return "say(\"\(text)\")"
        case .repeatLast(let n): return "repeat x\(n)"
        case .quit: return "quit"
        }
    }
}

func parse(_ line: String) -> Command? {
    let parts = line.split(separator: " ").map(String.init)
    guard let verb = parts.first else { return nil }
    switch verb {
    case "move":
        guard parts.count == 3,
              let dx = Int(parts[1]),
              let dy = Int(parts[2]) else {
            print("  bad move: \(line)")
            return nil
        }
        return .move(dx: dx, dy: dy)
    case "say":
        guard parts.count > 1 else { return nil }
        return .say(parts.dropFirst().joined(separator: " "))
    case "again":
        guard parts.count == 2, let n = Int(parts[1]), n > 0 else {
            return .repeatLast(times: 1)
        }
        return .repeatLast(times: n)
    case "quit":
        return .quit
    default:
        print("  unknown verb \(verb)")
        return nil
    }
}

struct Robot {
    var x = 0, y = 0
    var said: [String] = []
    var last: Command?

    mutating func run(_ cmd: Command) -> Bool {
        switch cmd {
        case let .move(dx, dy):
            x += dx; y += dy
        case .say(let t):
            said.append(t)
        case .repeatLast(let n):
            guard let prev = last else {
                print("  nothing to repeat")
                return true
            }
            for _ in 0..<n { _ = run(prev) }
            return true
        case .quit:
            return false
        }
        last = cmd
        return true
    }
}

let script = [
    "move 1 2", "again 3", "say hello world", "move x 1", "jump",
    "", "again", "again zero", "move -5 0", "quit", "move 100 100",
]

var robot = Robot()
for line in script {
    guard let cmd = parse(line) else {
        print("skip '\(line)'")
        continue
    }
    print("run \(cmd)")
    if !robot.run(cmd) { print("stopping"); break }
}
print("position (\(robot.x), \(robot.y))")
print("said \(robot.said)")

func firstEven(_ xs: [Int]) -> String {
    guard let e = xs.first(where: { $0 % 2 == 0 }) else { return "no even" }
    guard e > 10 else { return "small even \(e)" }
    return "big even \(e)"
}
print(firstEven([1, 3, 5]))
print(firstEven([1, 4, 20]))
print(firstEven([7, 22]))
// expect: run move(1, 2)
// expect: run repeat x3
// expect: run say("hello world")
// expect:   bad move: move x 1
// expect: skip 'move x 1'
// expect:   unknown verb jump
// expect: skip 'jump'
// expect: skip ''
// expect: run repeat x1
// expect: run repeat x1
// expect: run move(-5, 0)
// expect: run quit
// expect: stopping
// expect: position (-1, 8)
// expect: said ["hello world", "hello world", "hello world"]
// expect: no even
// expect: small even 4
// expect: big even 22
