// Swift Evolution style: SE-0258 property wrappers with projectedValue ($name) and wrapper arguments
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
struct History<Value> {
    private var values: [Value]
    init(wrappedValue: Value) { values = [wrappedValue] }
    var wrappedValue: Value {
        get { values.last! }
        set { values.append(newValue) }
    }
    var projectedValue: [Value] { values }
}

struct Speaker {
    @Clamped(0...10) var volume: Int = 5
    @History var station: String = "FM 101"
}

var speaker = Speaker()
speaker.volume = 8
speaker.volume = 15
speaker.volume = -3
speaker.volume = 4
print("volume: \(speaker.volume)")
print("range: \(speaker.$volume.range)")
print("clamped \(speaker.$volume.clampCount) times")

speaker.station = "AM 900"
speaker.station = "FM 88.5"
print("station: \(speaker.station)")
print("history: \(speaker.$station)")

// Property wrappers on local variables and function parameters (SE-0293)
func describe(@Clamped(1...5) rating: Int) {
    print("rating \(rating) within \($rating.range)")
}
describe(rating: 9)
describe(rating: 3)

func tally() {
    @History var counter = 0
    for i in 1...3 { counter += i }
    print("counter \(counter), history \($counter)")
}
tally()

// expect: volume: 4
// expect: range: 0...10
// expect: clamped 2 times
// expect: station: FM 88.5
// expect: history: ["FM 101", "AM 900", "FM 88.5"]
// expect: rating 5 within 1...5
// expect: rating 3 within 1...5
// expect: counter 6, history [0, 1, 3, 6]
