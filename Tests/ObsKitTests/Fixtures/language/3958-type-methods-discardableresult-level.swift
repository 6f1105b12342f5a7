// Swift book style: type methods and @discardableResult in a level tracker
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
    init(name: String) {
        playerName = name
    }
}

var player = Player(name: "Argyrios")
player.complete(level: 1)
print("highest unlocked level is now \(LevelTracker.highestUnlockedLevel)")
print("\(player.playerName) is on level \(player.tracker.currentLevel)")

player = Player(name: "Beto")
if player.tracker.advance(to: 6) {
    print("player is now on level 6")
} else {
    print("level 6 hasn't yet been unlocked")
}
player.tracker.advance(to: 2)
print("\(player.playerName) is on level \(player.tracker.currentLevel)")

enum MathHelper {
    @discardableResult
    static func square(_ n: Int) -> Int {
        print("squaring \(n)")
        return n * n
    }
}
MathHelper.square(9)
print("result used: \(MathHelper.square(4))")
// expect: highest unlocked level is now 2
// expect: Argyrios is on level 2
// expect: level 6 hasn't yet been unlocked
// expect: Beto is on level 2
// expect: squaring 9
// expect: squaring 4
// expect: result used: 16
