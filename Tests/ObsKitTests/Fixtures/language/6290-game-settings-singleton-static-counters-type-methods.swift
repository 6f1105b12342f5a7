// Swift Playgrounds style (static members and singletons): a game settings singleton, static counters and type methods
class GameSettings {
    static let shared = GameSettings()
    var soundOn = true
    var difficulty = "normal"
    private init() { print("Settings loaded") }
}

struct Enemy {
    static var spawned = 0
    static let maxHealth = 100
    static func makeBoss(named name: String) -> Enemy {
        var boss = Enemy(name: name)
        boss.health = maxHealth * 3
        return boss
    }
    let name: String
    var health = Enemy.maxHealth
    init(name: String) {
        self.name = name
        Enemy.spawned += 1
    }
}

class Level {
    class var title: String { "Level" }
    static var completed: [String] = []
    class func complete() {
        completed.append(title)
        print("Completed \(title)")
    }
}
class BonusLevel: Level {
    override class var title: String { "Bonus " + super.title }
}

print("Before first use")
let settings = GameSettings.shared
settings.difficulty = "hard"
print(GameSettings.shared.difficulty, GameSettings.shared === settings)
GameSettings.shared.soundOn.toggle()
print(settings.soundOn)

let goblin = Enemy(name: "Goblin")
let troll = Enemy(name: "Troll")
let dragon = Enemy.makeBoss(named: "Dragon")
print(goblin.health, troll.name, dragon.health, Enemy.spawned)

Level.complete()
BonusLevel.complete()
print(Level.completed)
let kinds: [Level.Type] = [Level.self, BonusLevel.self]
print(kinds.map { $0.title })
print(Int.max > 0, Int.zero, Double.pi > 3, String(describing: Int.self))

// expect: Before first use
// expect: Settings loaded
// expect: hard true
// expect: false
// expect: 100 Troll 300 3
// expect: Completed Level
// expect: Completed Bonus Level
// expect: ["Level", "Bonus Level"]
// expect: ["Level", "Bonus Level"]
// expect: true 0 true Int
