// property-wrappers
// known-gap: line 5: expected "15 4", got "15 0"
// expected output: swiftc 6.3.1 (Linux), run on this machine

@propertyWrapper
struct Clamped<Value: Comparable> {
    private var value: Value
    let range: ClosedRange<Value>
    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        self.range = range
        value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
    var wrappedValue: Value {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
}

@propertyWrapper
struct Trimmed {
    private var text = ""
    var wrappedValue: String {
        get { text }
        set { text = String(newValue.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()) }
    }
    init(wrappedValue: String) { self.wrappedValue = wrappedValue }
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

@propertyWrapper
struct Counted<Value> {
    var stored: Value
    private(set) var reads = 0
    init(wrappedValue: Value) { stored = wrappedValue }
    var wrappedValue: Value {
        mutating get { reads += 1; return stored }
        set { stored = newValue }
    }
    var projectedValue: Int { reads }
}

struct Player {
    @Clamped(0...100) var health = 150
    @Clamped(1...10) var level: Int = 1
    @Trimmed var name = "  Zelda  "
    @History var position = "start"
    @Counted var gold = 10
}

var p = Player()
print(p.health, p.level, "[\(p.name)]")
p.health -= 30
p.level = 42
p.name = "\t Link \n"
print(p.health, p.level, "[\(p.name)]")
p.health = -5
print(p.health)
p.position = "forest"
p.position = "cave"
print(p.position, p.$position)
_ = p.gold; _ = p.gold
p.gold += 5
print(p.gold, p.$gold)

func describe(@Clamped(0...9) digit: Int = 5) -> String { "digit \(digit)" }
print(describe(), describe(digit: 12), describe(digit: -1))
struct Config {
    @Clamped(0.0...1.0) var volume = 0.5
    @Trimmed var title: String
}
var c = Config(volume: 3.0, title: "  Settings ")
print(c.volume, "[\(c.title)]")
c.volume = 0.25
print(c.volume)

// expect: 100 1 [Zelda]
// expect: 70 10 [Link]
// expect: 0
// expect: cave ["start", "forest", "cave"]
// expect: 15 4
// expect: digit 5 digit 9 digit 0
// expect: 1.0 [Settings]
// expect: 0.25
