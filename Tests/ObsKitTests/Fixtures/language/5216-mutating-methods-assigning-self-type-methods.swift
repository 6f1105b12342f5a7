// Book style (Methods): mutating methods, assigning to self, type methods and @discardableResult in a level tracker
struct Point {
    var x = 0.0, y = 0.0
    mutating func moveBy(x deltaX: Double, y deltaY: Double) {
        x += deltaX
        y += deltaY
    }
    func isToTheRightOf(x: Double) -> Bool { self.x > x }
}
var somePoint = Point(x: 1.0, y: 1.0)
somePoint.moveBy(x: 2.0, y: 3.0)
print("The point is now at (\(somePoint.x), \(somePoint.y))")
print(somePoint.isToTheRightOf(x: 1.0))

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
var ovenLight = TriStateSwitch.low
ovenLight.next()
print(ovenLight)
ovenLight.next()
print(ovenLight)

struct LevelTracker {
    static var highestUnlockedLevel = 1
    var currentLevel = 1

    static func unlock(_ level: Int) {
        if level > highestUnlockedLevel { highestUnlockedLevel = level }
    }
    static func isUnlocked(_ level: Int) -> Bool {
        return level <= highestUnlockedLevel
    }
    @discardableResult
    mutating func advance(to level: Int) -> Bool {
        if LevelTracker.isUnlocked(level) {
            currentLevel = level
            return true
        } else {
            return false
        }
    }
}
class Player {
    var tracker = LevelTracker()
    let playerName: String
    func complete(level: Int) {
        LevelTracker.unlock(level + 1)
        tracker.advance(to: level + 1)
    }
    init(name: String) { playerName = name }
}
var player = Player(name: "Argyrios")
player.complete(level: 1)
print("highest unlocked level is now \(LevelTracker.highestUnlockedLevel)")
player = Player(name: "Beto")
if player.tracker.advance(to: 6) {
    print("player is now on level 6")
} else {
    print("level 6 hasn't yet been unlocked")
}
player.tracker.advance(to: 2)
print("\(player.playerName) is on level \(player.tracker.currentLevel)")

class Counter {
    var count = 0
    func increment() { count += 1 }
    func increment(by amount: Int) { count += amount }
    func reset() { count = 0 }
    class func make(startingAt start: Int) -> Counter {
        let c = Counter()
        c.increment(by: start)
        return c
    }
}
let counter = Counter.make(startingAt: 4)
counter.increment()
counter.increment(by: 5)
print(counter.count)
let step: () -> Void = counter.increment
step()
print(counter.count)

// expect: The point is now at (3.0, 4.0)
// expect: true
// expect: high
// expect: off
// expect: highest unlocked level is now 2
// expect: level 6 hasn't yet been unlocked
// expect: Beto is on level 2
// expect: 10
// expect: 11
