// Exercism style (Robot Simulator): enum directions with rawValue rotation, mutating struct, instruction parsing with switch
enum Direction: Int, CaseIterable {
    case north, east, south, west
    var right: Direction { Direction(rawValue: (rawValue + 1) % 4)! }
    var left: Direction { Direction(rawValue: (rawValue + 3) % 4)! }
}

struct Robot {
    var bearing: Direction
    var x: Int
    var y: Int

    mutating func turnRight() { bearing = bearing.right }
    mutating func turnLeft() { bearing = bearing.left }
    mutating func advance() {
        switch bearing {
        case .north: y += 1
        case .east: x += 1
        case .south: y -= 1
        case .west: x -= 1
        }
    }

    mutating func evaluate(_ instructions: String) {
        for c in instructions {
            switch c {
            case "R": turnRight()
            case "L": turnLeft()
            case "A": advance()
            default: print("ignoring \(c)")
            }
        }
    }
}

var robot = Robot(bearing: .north, x: 0, y: 0)
robot.turnRight()
print(robot.bearing)
robot.turnLeft(); robot.turnLeft()
print(robot.bearing)
var r2 = Robot(bearing: .north, x: 7, y: 3)
r2.evaluate("RRAAAAALA")
print(r2.bearing, r2.x, r2.y)
var r3 = Robot(bearing: .east, x: 2, y: -7)
r3.evaluate("RRAAAAALAXL")
print(r3.bearing, (r3.x, r3.y))
print(Direction.allCases.map { "\($0)->\($0.right)" }.joined(separator: " "))

// expect: east
// expect: west
// expect: east 8 -2
// expect: ignoring X
// expect: east (-3, -8)
// expect: north->east east->south south->west west->north
