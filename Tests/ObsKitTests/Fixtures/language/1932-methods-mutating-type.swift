// Swift book style (Methods): instance methods, self, mutating methods and type methods
class Tally {
    var count = 0
    func increment() { count += 1 }
    func increment(by amount: Int) { count += amount }
    func reset() { count = 0 }
}
let t = Tally()
t.increment()
t.increment(by: 5)
print(t.count)
t.reset()
print(t.count)

struct Spot {
    var x = 0.0, y = 0.0
    func isRight(of x: Double) -> Bool { self.x > x }
    mutating func shift(dx: Double, dy: Double) {
        x += dx
        y += dy
    }
    mutating func jump() { self = Spot(x: 100, y: 100) }
}
var spot = Spot(x: 1, y: 1)
spot.shift(dx: 2, dy: 3)
print("now at (\(spot.x), \(spot.y))", spot.isRight(of: 2))
spot.jump()
print("jumped to (\(spot.x), \(spot.y))")

enum Switch3 {
    case off, low, high
    mutating func next() {
        switch self {
        case .off: self = .low
        case .low: self = .high
        case .high: self = .off
        }
    }
}
var lamp = Switch3.off
for _ in 0..<4 { lamp.next(); print(lamp) }

struct LevelTracker {
    static var highestUnlocked = 1
    var current = 1
    static func unlock(_ level: Int) {
        if level > highestUnlocked { highestUnlocked = level }
    }
    static func isUnlocked(_ level: Int) -> Bool { level <= highestUnlocked }
    @discardableResult
    mutating func advance(to level: Int) -> Bool {
        if LevelTracker.isUnlocked(level) { current = level; return true }
        return false
    }
}
var tracker = LevelTracker()
LevelTracker.unlock(3)
print(tracker.advance(to: 3), tracker.advance(to: 6), tracker.current)
tracker.advance(to: 2)
print(tracker.current, LevelTracker.highestUnlocked)

// expect: 6
// expect: 0
// expect: now at (3.0, 4.0) true
// expect: jumped to (100.0, 100.0)
// expect: low
// expect: high
// expect: off
// expect: low
// expect: true false 3
// expect: 2 3
