// Swift book style (Methods): instance methods, self, mutating methods, type methods with a LevelTracker
class Counter {
    var count = 0
    func increment() { count += 1 }
    func increment(by amount: Int) { count += amount }
    func reset() { count = 0 }
}
let counter = Counter()
counter.increment()
counter.increment(by: 7)
print(counter.count)
counter.reset()
print(counter.count)
struct Point {
    var x = 0.0, y = 0.0
    func isToTheRight(of x: Double) -> Bool { self.x > x }
    mutating func moveBy(x dx: Double, y dy: Double) { x += dx; y += dy }
    mutating func teleport(x: Double, y: Double) { self = Point(x: x, y: y) }
}
var p = Point(x: 4.0, y: 5.0)
print(p.isToTheRight(of: 1.0))
p.moveBy(x: 2.0, y: 3.0)
print("(\(p.x), \(p.y))")
p.teleport(x: -1, y: 0.5)
print(p)
enum TriSwitch {
    case off, low, high
    mutating func next() {
        switch self {
        case .off: self = .low
        case .low: self = .high
        case .high: self = .off
        }
    }
}
var lamp = TriSwitch.low
lamp.next(); print(lamp)
lamp.next(); print(lamp)
struct LevelTracker {
    static var highestUnlocked = 1
    var currentLevel = 1
    static func unlock(_ level: Int) {
        if level > highestUnlocked { highestUnlocked = level }
    }
    static func isUnlocked(_ level: Int) -> Bool { level <= highestUnlocked }
    @discardableResult
    mutating func advance(to level: Int) -> Bool {
        if LevelTracker.isUnlocked(level) { currentLevel = level; return true }
        return false
    }
}
class Player {
    var tracker = LevelTracker()
    let name: String
    func complete(level: Int) {
        LevelTracker.unlock(level + 1)
        tracker.advance(to: level + 1)
    }
    init(name: String) { self.name = name }
}
let player = Player(name: "Kit")
player.complete(level: 1)
print("highest unlocked is now \(LevelTracker.highestUnlocked)")
let p2 = Player(name: "Lou")
if p2.tracker.advance(to: 6) { print("level 6 ok") } else { print("level 6 locked") }
print(p2.tracker.currentLevel)
// expect: 8
// expect: 0
// expect: true
// expect: (6.0, 8.0)
// expect: Point(x: -1.0, y: 0.5)
// expect: high
// expect: off
// expect: highest unlocked is now 2
// expect: level 6 locked
// expect: 1
