// methods-self-mutating
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
    mutating func moveBy(x deltaX: Double, y deltaY: Double) {
        x += deltaX
        y += deltaY
    }
    mutating func teleport() {
        self = Point(x: -1, y: -1)
    }
}
var p = Point(x: 1, y: 1)
p.moveBy(x: 2, y: 3)
print(p, p.isToTheRight(of: 2.5))
p.teleport()
print(p)

enum TriStateSwitch {
    case off, low, high
    mutating func next() {
        switch self {
        case .off: self = .low
        case .low: self = .high
        case .high: self = .off
        }
    }
}
var light = TriStateSwitch.low
var seen: [TriStateSwitch] = []
for _ in 0..<4 {
    light.next()
    seen.append(light)
}
print(seen)

struct LevelTracker {
    static var highestUnlocked = 1
    var currentLevel = 1

    static func unlock(_ level: Int) {
        if level > highestUnlocked { highestUnlocked = level }
    }
    static func isUnlocked(_ level: Int) -> Bool { level <= highestUnlocked }

    @discardableResult
    mutating func advance(to level: Int) -> Bool {
        if LevelTracker.isUnlocked(level) {
            currentLevel = level
            return true
        }
        return false
    }
}
var tracker = LevelTracker()
LevelTracker.unlock(3)
print(tracker.advance(to: 3), tracker.currentLevel)
print(tracker.advance(to: 6), tracker.currentLevel)
tracker.advance(to: 2)
print(tracker.currentLevel, LevelTracker.highestUnlocked)
// expect: 6
// expect: 0
// expect: Point(x: 3.0, y: 4.0) true
// expect: Point(x: -1.0, y: -1.0)
// expect: [main.TriStateSwitch.high, main.TriStateSwitch.off, main.TriStateSwitch.low, main.TriStateSwitch.high]
// expect: true 3
// expect: false 3
// expect: 2 3
