// Tutorial style (Hacking with Swift, property wrappers): clamping values to a range with wrapper arguments
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
            let fixed = min(max(newValue, range.lowerBound), range.upperBound)
            if fixed != newValue { clampCount += 1 }
            value = fixed
        }
    }

    var projectedValue: Clamped<Value> { self }
}

struct Speaker {
    @Clamped(0...100) var volume: Int = 50
    @Clamped(-1.0...1.0) var balance: Double = 0.0
    var name: String
}

var speaker = Speaker(name: "Desk")
print("\(speaker.name): volume \(speaker.volume), balance \(speaker.balance)")
for v in [70, 130, -20, 100] {
    speaker.volume = v
    print("set \(v) -> \(speaker.volume)")
}
print("Volume clamped \(speaker.$volume.clampCount) times in \(speaker.$volume.range)")

speaker.balance = -3.5
print("Balance: \(speaker.balance)")
speaker.balance += 0.25
print("Balance: \(speaker.balance)")

let loud = Speaker(volume: 500, balance: 0.5, name: "Party")
print("\(loud.name) starts at \(loud.volume), clamps so far \(loud.$volume.clampCount)")

struct Thermostat {
    @Clamped(10...30) var target = 21
    mutating func warmer(by step: Int) { target += step }
}
var home = Thermostat()
home.warmer(by: 5)
home.warmer(by: 5)
print("Target: \(home.target)")

// expect: Desk: volume 50, balance 0.0
// expect: set 70 -> 70
// expect: set 130 -> 100
// expect: set -20 -> 0
// expect: set 100 -> 100
// expect: Volume clamped 2 times in 0...100
// expect: Balance: -1.0
// expect: Balance: -0.75
// expect: Party starts at 100, clamps so far 0
// expect: Target: 30
