// Blog style (property wrappers): Clamped and Trimmed wrappers, composition and projected values
@propertyWrapper
struct Clamped<Value: Comparable> {
    private var value: Value
    let range: ClosedRange<Value>
    private(set) var clampCount = 0

    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }

    var wrappedValue: Value {
        get { value }
        set {
            let clamped = min(max(newValue, range.lowerBound), range.upperBound)
            if clamped != newValue { clampCount += 1 }
            value = clamped
        }
    }
    var projectedValue: Clamped<Value> { self }
}

@propertyWrapper
struct Uppercased {
    private var text = ""
    var wrappedValue: String {
        get { text }
        set { text = newValue.uppercased() }
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

struct Mixer {
    @Clamped(0...10) var volume = 5
    @Clamped(-1.0...1.0) var pan = 0.0
    @History @Uppercased var preset = "flat"
}

var m = Mixer()
m.volume = 14
m.volume = -2
m.volume = 7
m.pan = 0.25
m.pan = 3
print("volume \(m.volume) clamped \(m.$volume.clampCount) times within \(m.$volume.range)")
print("pan \(m.pan) clamped \(m.$pan.clampCount) times")

m.preset = "rock"
m.preset = "Jazz Club"
print("preset: \(m.preset)")
print("history: \(m.$preset.map(\.wrappedValue))")

struct Limits {
    @Clamped(1...3) var retries = 99
}
let l = Limits()
print("retries start at \(l.retries), clamps recorded: \(l.$retries.clampCount)")
// expect: volume 7 clamped 2 times within 0...10
// expect: pan 1.0 clamped 1 times
// expect: preset: JAZZ CLUB
// expect: history: ["FLAT", "ROCK", "JAZZ CLUB"]
// expect: retries start at 3, clamps recorded: 0
