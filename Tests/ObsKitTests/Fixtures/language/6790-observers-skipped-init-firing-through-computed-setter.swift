// Advanced Swift style (observers and initialization): observers skipped in init, firing through a computed setter and a mutating method, with willSet's newValue
struct Volume {
    var level: Int {
        willSet { print("willSet level \(level) -> \(newValue)") }
        didSet {
            if level > 10 {
                print("clamping \(level)")
                level = 10
            }
        }
    }

    var percent: Int {
        get { level * 10 }
        set { level = newValue / 10 }
    }

    init(level: Int) {
        self.level = level
        self.level += 1
    }

    mutating func mute() { level = 0 }
}

class Base {
    var value = 0 {
        didSet { print("Base didSet \(oldValue) -> \(value)") }
    }
}

class Derived: Base {
    override var value: Int {
        willSet { print("Derived willSet \(value) -> \(newValue)") }
        didSet { print("Derived didSet \(oldValue) -> \(value)") }
    }

    override init() {
        super.init()
        value = 5
    }
}

var v = Volume(level: 3)
print(v.level)
v.percent = 70
v.level += 8
print(v.level, v.percent)
v.mute()
v.percent += 25
print(v.level)

print("derived")
let d = Derived()
print("set")
d.value = 9
print(d.value)

// expect: 4
// expect: willSet level 4 -> 7
// expect: willSet level 7 -> 15
// expect: clamping 15
// expect: 10 100
// expect: willSet level 10 -> 0
// expect: willSet level 0 -> 2
// expect: 2
// expect: derived
// expect: Derived willSet 0 -> 5
// expect: Base didSet 0 -> 5
// expect: Derived didSet 0 -> 5
// expect: set
// expect: Derived willSet 5 -> 9
// expect: Base didSet 5 -> 9
// expect: Derived didSet 5 -> 9
// expect: 9
