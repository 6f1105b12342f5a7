// Swift book style: Properties and Methods: type properties, mutating methods, self assignment, type methods
struct AudioChannel {
    static let thresholdLevel = 10
    static var maxInputLevelForAllChannels = 0
    var currentLevel: Int = 0 {
        didSet {
            if currentLevel > AudioChannel.thresholdLevel {
                currentLevel = AudioChannel.thresholdLevel
            }
            if currentLevel > AudioChannel.maxInputLevelForAllChannels {
                AudioChannel.maxInputLevelForAllChannels = currentLevel
            }
        }
    }
}
var leftChannel = AudioChannel()
var rightChannel = AudioChannel()
leftChannel.currentLevel = 7
print(leftChannel.currentLevel, AudioChannel.maxInputLevelForAllChannels)
rightChannel.currentLevel = 11
print(rightChannel.currentLevel, AudioChannel.maxInputLevelForAllChannels)

class SomeClass {
    class var overrideableComputedTypeProperty: Int { 107 }
    static var computedTypeProperty: Int { 27 }
}
class SubClass: SomeClass {
    override class var overrideableComputedTypeProperty: Int { super.overrideableComputedTypeProperty + 1 }
}
print(SomeClass.overrideableComputedTypeProperty, SubClass.overrideableComputedTypeProperty, SubClass.computedTypeProperty)

struct Point {
    var x = 0.0, y = 0.0
    mutating func moveBy(x deltaX: Double, y deltaY: Double) {
        self = Point(x: x + deltaX, y: y + deltaY)
    }
    func isToTheRightOf(x: Double) -> Bool { self.x > x }
}
var somePoint = Point(x: 1.0, y: 1.0)
somePoint.moveBy(x: 2.0, y: 3.0)
print("The point is now at (\(somePoint.x), \(somePoint.y))", somePoint.isToTheRightOf(x: 1.0))

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
var states: [TriStateSwitch] = []
for _ in 0..<4 { ovenLight.next(); states.append(ovenLight) }
print(states)

struct LevelTracker {
    static var highestUnlockedLevel = 1
    var currentLevel = 1
    static func unlock(_ level: Int) {
        if level > highestUnlockedLevel { highestUnlockedLevel = level }
    }
    static func isUnlocked(_ level: Int) -> Bool { level <= highestUnlockedLevel }
    @discardableResult
    mutating func advance(to level: Int) -> Bool {
        if LevelTracker.isUnlocked(level) { currentLevel = level; return true }
        return false
    }
}
class GamePlayer {
    var tracker = LevelTracker()
    let playerName: String
    func complete(level: Int) {
        LevelTracker.unlock(level + 1)
        tracker.advance(to: level + 1)
    }
    init(name: String) { playerName = name }
}
var player = GamePlayer(name: "Argyrios")
player.complete(level: 1)
print("highest unlocked level is now \(LevelTracker.highestUnlockedLevel)")
player = GamePlayer(name: "Beto")
if player.tracker.advance(to: 6) { print("player is now on level 6") } else { print("level 6 hasn't yet been unlocked") }
print(player.tracker.advance(to: 2), player.tracker.currentLevel)
struct Counter { static var made = 0; let id: Int; init() { Self.made += 1; id = Self.made } }
let counters = [Counter(), Counter(), Counter()]
print(counters.map(\.id), Counter.made)

// expect: 7 7
// expect: 10 10
// expect: 107 108 27
// expect: The point is now at (3.0, 4.0) true
// expect: [main.TriStateSwitch.high, main.TriStateSwitch.off, main.TriStateSwitch.low, main.TriStateSwitch.high]
// expect: highest unlocked level is now 2
// expect: level 6 hasn't yet been unlocked
// expect: true 2
// expect: [1, 2, 3] 3
