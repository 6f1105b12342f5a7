// Puzzle style: Exercism robot simulator — turn and advance instructions on a grid with obstacles
enum Direction: String, CaseIterable {
    case north, east, south, west

    var turnedRight: Direction {
        let all = Direction.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
    var turnedLeft: Direction {
        let all = Direction.allCases
        return all[(all.firstIndex(of: self)! + all.count - 1) % all.count]
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

struct Position: Hashable {
    var x: Int
    var y: Int
}

struct Robot {
    let name: String
    var position: Position
    var facing: Direction
    var blockedMoves = 0
    var trail: [Position] = []

    mutating func execute(_ instructions: String, obstacles: Set<Position>) {
        for instruction in instructions {
            switch instruction {
            case "R": facing = facing.turnedRight
            case "L": facing = facing.turnedLeft
            case "A":
                let d = facing.delta
                let next = Position(x: position.x + d.dx, y: position.y + d.dy)
                if obstacles.contains(next) {
                    blockedMoves += 1
                } else {
                    position = next
                    trail.append(next)
                }
            default:
                print("\(name): ignoring '\(instruction)'")
            }
        }
    }
}

let obstacles: Set<Position> = [Position(x: 2, y: 2), Position(x: -1, y: 0), Position(x: 0, y: 3)]
var robots = [
    Robot(name: "Alpha", position: Position(x: 0, y: 0), facing: .north),
    Robot(name: "Bravo", position: Position(x: 7, y: 3), facing: .north),
    Robot(name: "Charlie", position: Position(x: 1, y: 1), facing: .east),
]
let programs = ["AAALLAAA", "RAALAL", "ARAXLAAAA"]

for index in robots.indices {
    robots[index].execute(programs[index], obstacles: obstacles)
    let r = robots[index]
    print("\(r.name) at (\(r.position.x), \(r.position.y)) facing \(r.facing.rawValue), blocked \(r.blockedMoves)")
}

let visited = Set(robots.flatMap(\.trail))
print("Distinct cells visited: \(visited.count)")
let farthest = robots.max { abs($0.position.x) + abs($0.position.y) < abs($1.position.x) + abs($1.position.y) }!
print("Farthest from origin: \(farthest.name)")
var spinner = Direction.west
var spins: [String] = []
for _ in 0..<5 { spinner = spinner.turnedRight; spins.append(spinner.rawValue) }
print("Spinning right from west: \(spins.joined(separator: " -> "))")
// expect: Alpha at (0, -1) facing south, blocked 1
// expect: Bravo at (9, 4) facing west, blocked 0
// expect: Charlie: ignoring 'X'
// expect: Charlie at (6, 0) facing east, blocked 0
// expect: Distinct cells visited: 13
// expect: Farthest from origin: Bravo
// expect: Spinning right from west: north -> east -> south -> west -> north
