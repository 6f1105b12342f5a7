// Advanced Swift style (property wrappers with projected values): a Clamped wrapper, a history-keeping wrapper whose $ projection exposes past values, and wrappers in a struct initializer
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
    var projectedValue: ClosedRange<Value> { range }
}

@propertyWrapper
struct History<Value> {
    private(set) var values: [Value]
    init(wrappedValue: Value) { values = [wrappedValue] }
    var wrappedValue: Value {
        get { values.last! }
        set { values.append(newValue) }
    }
    var projectedValue: History<Value> {
        get { self }
        set { self = newValue }
    }
    mutating func undo() { if values.count > 1 { values.removeLast() } }
}

struct Mixer {
    @Clamped(0...10) var volume: Int = 5
    @Clamped(-1.0...1.0) var balance: Double = 0
    @History var preset: String = "flat"
}

var m = Mixer()
m.volume = 14
m.balance = -3.5
print(m.volume, m.balance, m.$volume, m.$balance)
m.volume -= 20
print(m.volume)
m.preset = "rock"
m.preset = "jazz"
print(m.preset, m.$preset.values)
m.$preset.undo()
print(m.preset, m.$preset.values.count)
let m2 = Mixer(volume: 99, balance: 0.25, preset: "vocal")
print(m2.volume, m2.balance, m2.preset, m2.$preset.values)

func describe(@Clamped(1...3) level: Int) -> String { "level \(level) of \($level)" }
print(describe(level: 7), describe(level: 2))
struct Wrapper { @History var count = 0 }
var w = Wrapper()
for i in 1...4 { w.count += i }
print(w.count, w.$count.values)
w.$count.undo(); w.$count.undo()
print(w.count)

// expect: 10 -1.0 0...10 -1.0...1.0
// expect: 0
// expect: jazz ["flat", "rock", "jazz"]
// expect: rock 2
// expect: 10 0.25 vocal ["vocal"]
// expect: level 3 of 1...3 level 2 of 1...3
// expect: 10 [0, 1, 3, 6, 10]
// expect: 3
