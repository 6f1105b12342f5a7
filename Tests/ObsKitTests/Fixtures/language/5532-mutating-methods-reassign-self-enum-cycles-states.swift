// The Swift Programming Language style (Methods): mutating methods that reassign self, an enum that cycles states, and static vs class methods with overriding
struct Cursor {
    var column = 0, row = 0
    mutating func advance(by cols: Int, rows: Int = 0) {
        column += cols
        row += rows
    }
    mutating func reset() {
        self = Cursor()
    }
}

var c = Cursor()
c.advance(by: 5)
c.advance(by: -2, rows: 3)
print("cursor at (\(c.column), \(c.row))")
c.reset()
print("after reset (\(c.column), \(c.row))")

enum TrafficLight {
    case red, green, amber
    mutating func next() {
        switch self {
        case .red: self = .green
        case .green: self = .amber
        case .amber: self = .red
        }
    }
}

var light = TrafficLight.amber
for _ in 0..<4 {
    light.next()
    print(light, terminator: " ")
}
print()

class Level {
    static var highest = 1
    var current = 1
    class func describe() -> String { "basic level" }
    static func unlock(_ n: Int) {
        if n > highest { highest = n }
    }
    @discardableResult
    func advance(to n: Int) -> Bool {
        if n <= Level.highest {
            current = n
            return true
        }
        return false
    }
}

class BonusLevel: Level {
    override class func describe() -> String { "bonus: " + super.describe() }
}

let lv = Level()
print(lv.advance(to: 3))
Level.unlock(4)
print(lv.advance(to: 3), lv.current)
lv.advance(to: 2)
print("now at \(lv.current), highest \(Level.highest)")
print(Level.describe())
print(BonusLevel.describe())
let kinds: [Level.Type] = [Level.self, BonusLevel.self]
print(kinds.map { $0.describe() })

// expect: cursor at (3, 3)
// expect: after reset (0, 0)
// expect: red green amber red 
// expect: false
// expect: true 3
// expect: now at 2, highest 4
// expect: basic level
// expect: bonus: basic level
// expect: ["basic level", "bonus: basic level"]
