// Property wrappers: clamping, projected values, wrapper arguments, local wrappers
// expected output: swiftc 6.3.1 (Linux), run on this machine
@propertyWrapper
struct Clamped<Value: Comparable> {
    private var value: Value
    let range: ClosedRange<Value>
    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
    var wrappedValue: Value {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
}

@propertyWrapper
struct Tracked<Value> {
    private(set) var changes: [Value] = []
    var wrappedValue: Value {
        didSet { changes.append(wrappedValue) }
    }
    init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    var projectedValue: [Value] { changes }
}

@propertyWrapper
struct Trimmed {
    private var text = ""
    var wrappedValue: String {
        get { text }
        set { text = String(newValue.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed()) }
    }
    init(wrappedValue: String) { self.wrappedValue = wrappedValue }
}

struct Mixer {
    @Clamped(0...100) var volume = 50
    @Clamped(-1.0...1.0) var balance: Double = 0
    @Tracked var preset = "flat"
    @Trimmed var label = "  main bus  "
}

var mixer = Mixer()
print(mixer.volume, mixer.balance, "[\(mixer.label)]")
mixer.volume += 80
mixer.balance = -3.5
print(mixer.volume, mixer.balance)
mixer.volume = -10
print(mixer.volume)

mixer.preset = "rock"
mixer.preset = "jazz"
mixer.preset = "vocal"
print(mixer.preset, mixer.$preset)

mixer.label = "   aux 2 "
print("[\(mixer.label)]")

let overLoud = Mixer(volume: 300, balance: 0.25)
print(overLoud.volume, overLoud.balance)

func demo() {
    @Clamped(1...6) var die = 9
    print("die \(die)")
    die = 0
    print("die \(die)")
}
demo()
// expect: 50 0.0 [main bus]
// expect: 100 -1.0
// expect: 0
// expect: vocal ["rock", "jazz", "vocal"]
// expect: [aux 2]
// expect: 100 0.25
// expect: die 6
// expect: die 1
