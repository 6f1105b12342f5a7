// Swift book style (Methods): instance methods, mutating methods, assigning to self and type methods
class Counter {
    var count = 0
    func increment() { count += 1 }
    func increment(by amount: Int) { count += amount }
}
let counter = Counter()
counter.increment()
counter.increment(by: 5)
print(counter.count)

struct Spot {
    var x = 0.0, y = 0.0
    func isToTheRight(of x: Double) -> Bool { self.x > x }
    mutating func moveBy(x dx: Double, y dy: Double) {
        x += dx
        y += dy
    }
    mutating func teleport(toX x: Double) {
        self = Spot(x: x, y: y)
    }
}
var spot = Spot(x: 1, y: 1)
spot.moveBy(x: 2, y: 3)
print("(\(spot.x), \(spot.y))", spot.isToTheRight(of: 2.5))
spot.teleport(toX: -4)
print("(\(spot.x), \(spot.y))")

enum TriState {
    case off, low, high
    mutating func next() {
        switch self {
        case .off: self = .low
        case .low: self = .high
        case .high: self = .off
        }
    }
}
var light = TriState.low
light.next()
print(light)
light.next()
print(light)

struct LevelTracker {
    static var highestUnlocked = 1
    var currentLevel = 1
    static func unlock(_ level: Int) {
        if level > highestUnlocked { highestUnlocked = level }
    }
    static func isUnlocked(_ level: Int) -> Bool {
        level <= highestUnlocked
    }
    @discardableResult
    mutating func advance(to level: Int) -> Bool {
        if LevelTracker.isUnlocked(level) {
            currentLevel = level
            return true
        }
        return false
    }
}

class Player {
    var tracker = LevelTracker()
    func complete(level: Int) {
        LevelTracker.unlock(level + 1)
        tracker.advance(to: level + 1)
    }
}

let p = Player()
p.complete(level: 1)
print("highest unlocked: \(LevelTracker.highestUnlocked)")
let q = Player()
if q.tracker.advance(to: 6) {
    print("level 6 unlocked")
} else {
    print("level 6 not yet unlocked")
}
print(q.tracker.advance(to: 2), q.tracker.currentLevel)

class Shape {
    class func kind() -> String { "shape" }
    static func make() -> String { "making a " + kind() }
}
class Circle: Shape {
    override class func kind() -> String { "circle" }
}
print(Shape.make(), Circle.make())

// expect: 6
// expect: (3.0, 4.0) true
// expect: (-4.0, 4.0)
// expect: high
// expect: off
// expect: highest unlocked: 2
// expect: level 6 not yet unlocked
// expect: true 2
// expect: making a shape making a circle
