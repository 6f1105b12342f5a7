// Methods: static and class type methods, Self inside types, a shared tracker struct, and class methods overridden.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct LevelTracker {
    static var highestUnlockedLevel = 1
    var currentLevel = 1
    static func unlock(_ level: Int) {
        if level > highestUnlockedLevel { highestUnlockedLevel = level }
    }
    static func isUnlocked(_ level: Int) -> Bool { level <= highestUnlockedLevel }
    @discardableResult
    mutating func advance(to level: Int) -> Bool {
        if LevelTracker.isUnlocked(level) {
            currentLevel = level
            return true
        }
        return false
    }
}
final class Player {
    var tracker = LevelTracker()
    let playerName: String
    func complete(level: Int) {
        LevelTracker.unlock(level + 1)
        tracker.advance(to: level + 1)
    }
    init(name: String) { playerName = name }
}
let player = Player(name: "Argyrios")
player.complete(level: 1)
print("highest unlocked level is now \(LevelTracker.highestUnlockedLevel)")
let rookie = Player(name: "Beto")
if rookie.tracker.advance(to: 6) {
    print("player is now on level 6")
} else {
    print("level 6 hasn't yet been unlocked")
}
struct Color {
    var r, g, b: Int
    static let black = Self(r: 0, g: 0, b: 0)
    static func gray(_ level: Int) -> Self { Self(r: level, g: level, b: level) }
    func mixed(with other: Self) -> Self { Self(r: (r + other.r) / 2, g: (g + other.g) / 2, b: (b + other.b) / 2) }
}
print(Color.gray(200).mixed(with: .black))
class Shape {
    class func make() -> Shape { Shape() }
    class var kind: String { "shape" }
    static func describe() -> String { "a \(kind)" }
    func name() -> String { "\(type(of: self).kind)" }
}
final class Circle: Shape {
    override class func make() -> Shape { Circle() }
    override class var kind: String { "circle" }
}
let types: [Shape.Type] = [Shape.self, Circle.self]
print(types.map { $0.make().name() }, Circle.describe(), Shape.describe())
final class IDGenerator {
    private static var next = 100
    static func make() -> Int { defer { next += 1 }; return next }
}
print(IDGenerator.make(), IDGenerator.make())

// expect: highest unlocked level is now 2
// expect: level 6 hasn't yet been unlocked
// expect: Color(r: 100, g: 100, b: 100)
// expect: ["shape", "circle"] a circle a shape
// expect: 100 101
