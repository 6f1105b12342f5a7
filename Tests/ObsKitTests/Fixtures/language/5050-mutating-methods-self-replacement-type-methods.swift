// Book style (Methods): mutating methods, self replacement and type methods for a game level
struct Position: CustomStringConvertible {
    var x = 0, y = 0
    mutating func move(dx: Int, dy: Int) {
        x += dx
        y += dy
    }
    mutating func reset() {
        self = Position()
    }
    func distance(to other: Position) -> Int {
        abs(x - other.x) + abs(y - other.y)
    }
    var description: String { "(\(x), \(y))" }
}

enum TrafficLight {
    case red, yellow, green
    mutating func advance() {
        switch self {
        case .red: self = .green
        case .green: self = .yellow
        case .yellow: self = .red
        }
    }
}

struct LevelTracker {
    static var highestUnlocked = 1
    var current = 1
    static func unlock(_ level: Int) {
        if level > highestUnlocked { highestUnlocked = level }
    }
    static func isUnlocked(_ level: Int) -> Bool { level <= highestUnlocked }
    @discardableResult
    mutating func advance(to level: Int) -> Bool {
        if LevelTracker.isUnlocked(level) {
            current = level
            return true
        }
        return false
    }
}

var p = Position()
p.move(dx: 3, dy: -2)
print(p)
p.move(dx: 1, dy: 1)
print(p, p.distance(to: Position(x: 10, y: 10)))
p.reset()
print(p)
print([Position(x: 1, y: 2), Position(x: 3, y: 4)])

var light = TrafficLight.red
for _ in 1...4 {
    light.advance()
    print(light)
}

var tracker = LevelTracker()
print(tracker.advance(to: 3))
LevelTracker.unlock(2)
LevelTracker.unlock(4)
print(tracker.advance(to: 3), tracker.current)
tracker.advance(to: 5)
print(tracker.current, LevelTracker.highestUnlocked)

class Scoreboard {
    var scores: [String: Int] = [:]
    func record(_ name: String, _ points: Int) {
        scores[name, default: 0] += points
    }
    class func standard() -> Scoreboard {
        let s = Scoreboard()
        s.record("cpu", 10)
        return s
    }
}
let board = Scoreboard.standard()
board.record("ana", 5)
board.record("ana", 7)
board.record("bo", 3)
for key in board.scores.keys.sorted() {
    print(key, board.scores[key]!)
}

// expect: (3, -2)
// expect: (4, -1) 17
// expect: (0, 0)
// expect: [(1, 2), (3, 4)]
// expect: green
// expect: yellow
// expect: red
// expect: green
// expect: false
// expect: true 3
// expect: 3 4
// expect: ana 12
// expect: bo 3
// expect: cpu 10
