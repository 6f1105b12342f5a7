// Swift book style (Methods): mutating methods, assigning self in mutating methods, type methods with static and class, discardable results
struct Cursor {
    var x = 0, y = 0
    mutating func move(dx: Int, dy: Int) {
        x += dx
        y += dy
    }
    mutating func reset() { self = Cursor() }
    func moved(dx: Int) -> Cursor { Cursor(x: x + dx, y: y) }
}
var cur = Cursor()
cur.move(dx: 3, dy: -2)
print(cur.x, cur.y)
let shifted = cur.moved(dx: 10)
print(shifted.x, cur.x)
cur.reset()
print(cur.x, cur.y)

enum Light {
    case green, yellow, red
    mutating func advance() {
        switch self {
        case .green: self = .yellow
        case .yellow: self = .red
        case .red: self = .green
        }
    }
}
var light = Light.red
for _ in 0..<4 {
    light.advance()
    print(light, terminator: " ")
}
print()

struct Progress {
    static var unlocked = 1
    static func unlock(_ level: Int) { if level > unlocked { unlocked = level } }
    static func isOpen(_ level: Int) -> Bool { level <= unlocked }
    var current = 1
    @discardableResult
    mutating func advance(to level: Int) -> Bool {
        if Progress.isOpen(level) {
            current = level
            return true
        }
        return false
    }
}
var p = Progress()
Progress.unlock(3)
p.advance(to: 2)
print(p.current, p.advance(to: 5), p.current)
Progress.unlock(5)
print(p.advance(to: 5), p.current, Progress.isOpen(4))

class Counter {
    var count = 0
    func increment() { count += 1 }
    func increment(by amount: Int) { count += amount }
    class func make() -> Self { self.init() }
    required init() {}
}
class Doubler: Counter { override func increment() { count += 2 } }
let d = Doubler.make()
d.increment(); d.increment(by: 5)
print(d.count, type(of: d))
let f: () -> Void = d.increment
f(); f()
print(d.count)

// expect: 3 -2
// expect: 13 3
// expect: 0 0
// expect: green yellow red green 
// expect: 2 false 2
// expect: true 5 true
// expect: 7 Doubler
// expect: 11
