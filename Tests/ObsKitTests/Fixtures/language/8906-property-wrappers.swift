// Apple docs style (Property wrappers): wrappedValue, init(wrappedValue:), and a projectedValue via $
@propertyWrapper
struct Clamped<Value: Comparable> {
    private var value: Value
    let range: ClosedRange<Value>
    private(set) var projectedValue: Bool = false   // $name: was the last write clamped?

    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
        self.projectedValue = value != wrappedValue
    }

    var wrappedValue: Value {
        get { value }
        set {
            value = min(max(newValue, range.lowerBound), range.upperBound)
            projectedValue = value != newValue
        }
    }
}

@propertyWrapper
struct Trimmed {
    private var text = ""
    init(wrappedValue: String) { self.wrappedValue = wrappedValue }
    var wrappedValue: String {
        get { text }
        set { text = String(newValue.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed()) }
    }
}

@propertyWrapper
struct History<Value> {
    private var values: [Value]
    init(wrappedValue: Value) { values = [wrappedValue] }
    var wrappedValue: Value {
        get { values.last! }
        set { values.append(newValue) }
    }
    var projectedValue: [Value] { values }
}

struct Player {
    @Trimmed var name: String
    @Clamped(0...100) var health: Int = 100
    @Clamped(0.0...1.0) var volume: Double = 1.5
    @History var level: Int = 1
}

var p = Player(name: "   Link  ")
print("name: '\(p.name)'")
print("volume:", p.volume, "clamped at init:", p.$volume)
print("health:", p.health, "clamped:", p.$health)
p.health -= 130
print("after damage:", p.health, "clamped:", p.$health)
p.health = 55
print("healed:", p.health, "clamped:", p.$health)
p.name = "  Zelda "
print("renamed: '\(p.name)'")
p.level += 1
p.level = 5
p.level -= 2
print("level:", p.level, "history:", p.$level)

// Property wrappers on local variables work too.
func demo() {
    @Clamped(1...5) var rating: Int = 9
    print("local rating:", rating, "was clamped:", $rating)
    rating = 3
    print("local rating:", rating, "was clamped:", $rating)
}
demo()

// Accessing the wrapper storage directly with _name inside the type.
struct Thermostat {
    @Clamped(10...30) var target: Int = 21
    func bounds() -> String { "\(_target.range.lowerBound)...\(_target.range.upperBound)" }
}
var t = Thermostat()
t.target = 45
print("target:", t.target, "bounds:", t.bounds(), "clamped:", t.$target)

// expect: name: 'Link'
// expect: volume: 1.0 clamped at init: true
// expect: health: 100 clamped: false
// expect: after damage: 0 clamped: true
// expect: healed: 55 clamped: false
// expect: renamed: 'Zelda'
// expect: level: 3 history: [1, 2, 5, 3]
// expect: local rating: 5 was clamped: true
// expect: local rating: 3 was clamped: false
// expect: target: 30 bounds: 10...30 clamped: true
