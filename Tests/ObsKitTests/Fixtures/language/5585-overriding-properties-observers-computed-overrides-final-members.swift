// Compiler test style (classes): overriding properties with observers, computed overrides, final members and super access
class Thermostat {
    var target: Double = 20 {
        willSet { print("base willSet \(target) -> \(newValue)") }
        didSet { print("base didSet \(oldValue) -> \(target)") }
    }
    var unit: String { return "C" }
    final func show() -> String { return "\(target)\(unit)" }
}

class SmartThermostat: Thermostat {
    var changes = 0
    override var target: Double {
        willSet { print("smart willSet \(newValue)") }
        didSet { changes += 1; print("smart didSet, changes \(changes)") }
    }
    override var unit: String { return "°" + super.unit }
}

class LimitedThermostat: SmartThermostat {
    override var target: Double {
        get { return super.target }
        set { super.target = min(newValue, 25) }
    }
}

let t = Thermostat()
t.target = 22
print(t.show())
print("--")
let s = SmartThermostat()
s.target = 18
print(s.show(), s.changes)
print("--")
let l = LimitedThermostat()
l.target = 30
print(l.show(), l.changes)
l.target += 1
print(l.show(), l.changes)
print("--")
let base: Thermostat = l
base.target = 10
print(base.show(), base.unit)

class Shape {
    var name: String { return "shape" }
    var area: Double { return 0 }
    func summary() -> String { return "\(name): \(area)" }
}
class Rect: Shape {
    let w, h: Double
    init(w: Double, h: Double) { self.w = w; self.h = h }
    override var name: String { return "rect" }
    override var area: Double { return w * h }
}
class Square: Rect {
    init(_ side: Double) { super.init(w: side, h: side) }
    override var name: String { return "square(" + super.name + ")" }
}
let shapes: [Shape] = [Shape(), Rect(w: 2, h: 3), Square(4)]
for sh in shapes { print(sh.summary()) }

// expect: base willSet 20.0 -> 22.0
// expect: base didSet 20.0 -> 22.0
// expect: 22.0C
// expect: --
// expect: smart willSet 18.0
// expect: base willSet 20.0 -> 18.0
// expect: base didSet 20.0 -> 18.0
// expect: smart didSet, changes 1
// expect: 18.0°C 1
// expect: --
// expect: smart willSet 25.0
// expect: base willSet 20.0 -> 25.0
// expect: base didSet 20.0 -> 25.0
// expect: smart didSet, changes 1
// expect: 25.0°C 1
// expect: smart willSet 25.0
// expect: base willSet 25.0 -> 25.0
// expect: base didSet 25.0 -> 25.0
// expect: smart didSet, changes 2
// expect: 25.0°C 2
// expect: --
// expect: smart willSet 10.0
// expect: base willSet 25.0 -> 10.0
// expect: base didSet 25.0 -> 10.0
// expect: smart didSet, changes 3
// expect: 10.0°C °C
// expect: shape: 0.0
// expect: rect: 6.0
// expect: square(rect): 16.0
