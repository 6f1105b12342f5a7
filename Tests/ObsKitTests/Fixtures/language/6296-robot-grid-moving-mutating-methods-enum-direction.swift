// Swift Playgrounds style (structs with methods): a robot on a grid moving with mutating methods, an enum direction and a path history
enum Heading: CaseIterable {
    case north, east, south, west
    mutating func turnRight() {
        let all = Heading.allCases
        self = all[(all.firstIndex(of: self)! + 1) % all.count]
    }
    mutating func turnLeft() {
        let all = Heading.allCases
        self = all[(all.firstIndex(of: self)! + all.count - 1) % all.count]
    }
    var delta: (dx: Int, dy: Int) {
        switch self {
        case .north: return (0, 1)
        case .east: return (1, 0)
        case .south: return (0, -1)
        case .west: return (-1, 0)
        }
    }
}

struct Position: Equatable, Hashable, CustomStringConvertible {
    var x = 0, y = 0
    var description: String { "(\(x), \(y))" }
}

struct Robot {
    private(set) var position = Position()
    private(set) var heading = Heading.north
    private(set) var path: [Position] = [Position()]
    let gridSize: Int

    mutating func move(_ steps: Int = 1) {
        for _ in 0..<steps {
            let next = Position(x: position.x + heading.delta.dx, y: position.y + heading.delta.dy)
            guard abs(next.x) <= gridSize, abs(next.y) <= gridSize else {
                print("Bump at \(position) facing \(heading)")
                return
            }
            position = next
            path.append(next)
        }
    }

    mutating func run(_ commands: String) {
        for c in commands {
            switch c {
            case "F": move()
            case "R": heading.turnRight()
            case "L": heading.turnLeft()
            case let d where d.isNumber: move(d.wholeNumberValue! - 1)
            default: print("Ignoring \(c)")
            }
        }
    }
}

var robot = Robot(gridSize: 3)
robot.run("FFRFF")
print(robot.position, robot.heading)
robot.run("RF5LXF")
print(robot.position, robot.heading)
print("Path length \(robot.path.count), distinct \(Set(robot.path).count)")
print(robot.path.map(\.description).suffix(3).joined(separator: " -> "))
var copy = robot
copy.run("LL9")
print(robot.position, copy.position)
print(abs(copy.position.x) + abs(copy.position.y))

// expect: (2, 2) east
// expect: Ignoring X
// expect: (3, -3) east
// expect: Path length 11, distinct 11
// expect: (2, -2) -> (2, -3) -> (3, -3)
// expect: Bump at (-3, -3) facing west
// expect: (3, -3) (-3, -3)
// expect: 6
