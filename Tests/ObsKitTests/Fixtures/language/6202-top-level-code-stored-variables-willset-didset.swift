// Language Reference style (declarations): top-level code, stored variables with willSet/didSet observers, computed properties, lazy
var log: [String] = []
var level = 1 {
    willSet { log.append("will \(level)->\(newValue)") }
    didSet(old) { log.append("did \(old)->\(level)") }
}
level = 2
level += 3
print(log)

struct Temp {
    var celsius: Double = 0 {
        didSet { if celsius < -273 { celsius = -273 } }
    }
    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set(f) { celsius = (f - 32) * 5 / 9 }
    }
    var kelvin: Double { celsius + 273 }
}
var t = Temp()
t.fahrenheit = 212
print(t.celsius, t.kelvin)
t.celsius = -500
print(t.celsius, t.fahrenheit)

class Base { var v = 0 { didSet { print("base didSet", v) } } }
class Sub: Base { override var v: Int { willSet { print("sub willSet", newValue) } didSet { print("sub didSet", v) } } }
let s = Sub()
s.v = 4

struct Lazy {
    lazy var expensive: Int = { print("computing"); return 42 }()
}
var lz = Lazy()
print("before")
print(lz.expensive, lz.expensive)

var computedGlobal: String { "level is \(level)" }
print(computedGlobal)
struct Arr { var items: [Int] = [] { didSet { print("items now", items) } } }
var a = Arr()
a.items.append(1)
a.items[0] = 9
func modify(_ x: inout Int) { x *= 2 }
modify(&level)
print(log.count, level)
let constant: Int
if level > 5 { constant = 1 } else { constant = 0 }
print(constant)
var x = 1, y = "two", z: Double = 3
print(x, y, z)

// expect: ["will 1->2", "did 1->2", "will 2->5", "did 2->5"]
// expect: 100.0 373.0
// expect: -273.0 -459.4
// expect: sub willSet 4
// expect: base didSet 4
// expect: sub didSet 4
// expect: before
// expect: computing
// expect: 42 42
// expect: level is 5
// expect: items now [1]
// expect: items now [9]
// expect: 6 10
// expect: 1
// expect: 1 two 3.0
