// Compiler test style: static and class type methods, self referring to the type inside type methods
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
print(player.tracker.advance(to: 2), player.tracker.currentLevel)
class Shape {
    class func make() -> Shape { return self.init() }
    required init() {}
    class var kind: String { return "shape" }
    func describe() -> String { return type(of: self).kind }
}
class Circle: Shape {
    override class var kind: String { return "circle" }
}
print(Shape.make().describe(), Circle.make().describe())
// expect: highest unlocked level is now 2
// expect: level 6 hasn't yet been unlocked
// expect: true 2
// expect: shape circle
