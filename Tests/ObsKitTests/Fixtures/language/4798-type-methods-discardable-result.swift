// Swift book style: type methods and @discardableResult
// Checks: static funcs on structs, class funcs overridden in subclasses,
// self inside a type method refers to the type, @discardableResult lets callers ignore results.

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

final class Player {
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

let player = Player(name: "Argyrios")
player.complete(level: 1)
print("highest unlocked level is now \(LevelTracker.highestUnlockedLevel)")
print("\(player.playerName) is on level \(player.tracker.currentLevel)")

let other = Player(name: "Beto")
if other.tracker.advance(to: 6) {
    print("player is now on level 6")
} else {
    print("level 6 has not yet been unlocked")
}
other.tracker.advance(to: 2)
print("\(other.playerName) is on level \(other.tracker.currentLevel)")

class Shape {
    class func kind() -> String { "shape" }
    static func describe() -> String { "a \(kind())" }
    class func make() -> Shape { Shape() }
    func name() -> String { "generic" }
}
final class Circle: Shape {
    override class func kind() -> String { "circle" }
    override class func make() -> Shape { Circle() }
    override func name() -> String { "round" }
}

print(Shape.describe())
print(Circle.describe())
print(Shape.make().name())
print(Circle.make().name())

let shapeTypes: [Shape.Type] = [Shape.self, Circle.self]
for t in shapeTypes {
    print("\(t.kind()) -> \(t.make().name())")
}

// Type method using self to call another type method
enum MathHelper {
    static func square(_ x: Int) -> Int { x * x }
    static func sumOfSquares(_ values: [Int]) -> Int {
        values.map { self.square($0) }.reduce(0, +)
    }
}
print("sum of squares \(MathHelper.sumOfSquares([1, 2, 3, 4]))")

// @discardableResult on a free function and a class method
var callLog: [String] = []
@discardableResult
func record(_ s: String) -> Int {
    callLog.append(s)
    return callLog.count
}
record("alpha")
record("beta")
let n = record("gamma")
print("log \(callLog) count \(n)")

final class Builder {
    var parts: [String] = []
    @discardableResult
    func add(_ part: String) -> Builder {
        parts.append(part)
        return self
    }
}
let builder = Builder()
builder.add("x").add("y")
builder.add("z")
print(builder.parts.joined(separator: "-"))

// Static factory method
struct Color {
    var r: Int, g: Int, b: Int
    static func gray(_ level: Int) -> Color { Color(r: level, g: level, b: level) }
    static var black: Color { .gray(0) }
}
let g = Color.gray(128)
let bl: Color = .black
print("gray \(g.r),\(g.g),\(g.b) black \(bl.r)")

// expect: highest unlocked level is now 2
// expect: Argyrios is on level 2
// expect: level 6 has not yet been unlocked
// expect: Beto is on level 2
// expect: a shape
// expect: a circle
// expect: generic
// expect: round
// expect: shape -> generic
// expect: circle -> round
// expect: sum of squares 30
// expect: log ["alpha", "beta", "gamma"] count 3
// expect: x-y-z
// expect: gray 128,128,128 black 0
