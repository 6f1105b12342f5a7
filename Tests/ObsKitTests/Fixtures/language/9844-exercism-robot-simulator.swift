// Exercism Swift track style (Robot Simulator): turn and advance a robot on an infinite grid
enum Bearing: String, CaseIterable {
  case north, east, south, west
  var right: Bearing { Bearing.allCases[(Bearing.allCases.firstIndex(of: self)! + 1) % 4] }
  var left: Bearing { Bearing.allCases[(Bearing.allCases.firstIndex(of: self)! + 3) % 4] }
  var delta: (dx: Int, dy: Int) {
    switch self {
    case .north: return (0, 1)
    case .east: return (1, 0)
    case .south: return (0, -1)
    case .west: return (-1, 0)
    }
  }
}

struct Robot {
  private(set) var bearing: Bearing
  private(set) var x: Int
  private(set) var y: Int

  init(_ bearing: Bearing = .north, at position: (Int, Int) = (0, 0)) {
    self.bearing = bearing
    (x, y) = position
  }

  mutating func turnRight() { bearing = bearing.right }
  mutating func turnLeft() { bearing = bearing.left }
  mutating func advance() { x += bearing.delta.dx; y += bearing.delta.dy }

  mutating func evaluate(_ instructions: String) {
    for ch in instructions {
      switch ch {
      case "R": turnRight()
      case "L": turnLeft()
      case "A": advance()
      default: print("ignoring unknown instruction '\(ch)'")
      }
    }
  }
  var state: String { "(\(x), \(y)) facing \(bearing.rawValue)" }
}

var r = Robot()
print("start:", r.state)
for _ in 0..<4 { r.turnRight(); print("right ->", r.bearing) }
for _ in 0..<4 { r.turnLeft(); print("left ->", r.bearing) }

let programs: [(Bearing, (Int, Int), String)] = [
  (.north, (2, 5), "ALAARA"),
  (.east, (-4, 1), "LLAAARAAL"),
  (.south, (3, 3), "RAAALLLARRRR"),
  (.west, (0, 0), "AAQRA"),
  (.north, (-6, 2), ""),
]
for (b, p, prog) in programs {
  var robot = Robot(b, at: p)
  robot.evaluate(prog)
  print("\(prog.isEmpty ? "<none>" : prog): \(robot.state)")
}

var tracer = Robot(.east, at: (0, 0))
var visited: [String] = []
for ch in "AALAALAALAA" {
  tracer.evaluate(String(ch))
  if ch == "A" { visited.append("\(tracer.x),\(tracer.y)") }
}
print(visited.joined(separator: " "))
// expect: start: (0, 0) facing north
// expect: right -> east
// expect: right -> south
// expect: right -> west
// expect: right -> north
// expect: left -> west
// expect: left -> south
// expect: left -> east
// expect: left -> north
// expect: ALAARA: (0, 7) facing north
// expect: LLAAARAAL: (-7, 3) facing west
// expect: RAAALLLARRRR: (0, 4) facing north
// expect: ignoring unknown instruction 'Q'
// expect: AAQRA: (-2, 1) facing north
// expect: <none>: (-6, 2) facing north
// expect: 1,0 2,0 2,1 2,2 1,2 0,2 0,1 0,0
