// Methods: instance methods, self, mutating methods, assigning to self, static and class methods
// expected output: swiftc 6.3.1 (Linux), run on this machine
class Counter {
    var count = 0
    func increment() { count += 1 }
    func increment(by amount: Int) { count += amount }
    func reset() { count = 0 }
}
let c = Counter()
c.increment()
c.increment(by: 5)
print(c.count)
c.reset()
print(c.count)

struct Point {
    var x = 0.0, y = 0.0
    func isToTheRight(of x: Double) -> Bool { self.x > x }
    mutating func moveBy(x dx: Double, y dy: Double) {
        x += dx
        y += dy
    }
    mutating func teleport() { self = Point(x: -1, y: -1) }
}
var p = Point(x: 1.0, y: 1.0)
p.moveBy(x: 2.0, y: 3.0)
print("The point is now at (\(p.x), \(p.y))", p.isToTheRight(of: 2.5))
p.teleport()
print(p.x, p.y)

enum Switch {
    case off, low, high
    mutating func next() {
        switch self {
        case .off: self = .low
        case .low: self = .high
        case .high: self = .off
        }
    }
}
var light = Switch.low
light.next(); print(light)
light.next(); print(light)

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
LevelTracker.unlock(2)
print(tracker.advance(to: 2), tracker.advance(to: 6), tracker.current)
tracker.advance(to: 1)
print(tracker.current, LevelTracker.highestUnlocked)

class Animal {
    class func kind() -> String { "animal" }
    static func make() -> String { "making a \(kind())" }
}
class Dog: Animal { override class func kind() -> String { "dog" } }
print(Animal.make(), Dog.make())
// expect: 6
// expect: 0
// expect: The point is now at (3.0, 4.0) true
// expect: -1.0 -1.0
// expect: high
// expect: off
// expect: true false 2
// expect: 1 2
// expect: making a animal making a dog
