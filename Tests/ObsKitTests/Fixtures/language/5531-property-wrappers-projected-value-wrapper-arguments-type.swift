// The Swift Programming Language style (Properties): property wrappers with a projected value, wrapper arguments, and type-level computed properties
@propertyWrapper
struct Bounded {
    private var stored: Int
    private let low: Int
    private let high: Int
    private(set) var projectedValue = false

    init(wrappedValue: Int, _ low: Int, _ high: Int) {
        self.low = low
        self.high = high
        stored = min(max(wrappedValue, low), high)
        projectedValue = stored != wrappedValue
    }

    var wrappedValue: Int {
        get { stored }
        set {
            let clamped = min(max(newValue, low), high)
            projectedValue = clamped != newValue
            stored = clamped
        }
    }
}

@propertyWrapper
struct Trimmed {
    private var text = ""
    var wrappedValue: String {
        get { text }
        set { text = newValue.trimmingSpaces() }
    }
    init(wrappedValue: String) { self.wrappedValue = wrappedValue }
}

extension String {
    func trimmingSpaces() -> String {
        var chars = Substring(self)
        while chars.first == " " { chars.removeFirst() }
        while chars.last == " " { chars.removeLast() }
        return String(chars)
    }
}

struct Mixer {
    @Bounded(0, 10) var volume: Int = 5
    @Bounded(-3, 3) var balance: Int = 9
    @Trimmed var channel: String = "  main bus "

    static var presetNames: [String] { ["quiet", "loud"] }
    static let maxVolume = 10
}

var m = Mixer()
print("volume \(m.volume) clamped? \(m.$volume)")
print("balance \(m.balance) clamped? \(m.$balance)")
print("[\(m.channel)]")
m.volume = 14
print("volume \(m.volume) clamped? \(m.$volume)")
m.volume = 7
print("volume \(m.volume) clamped? \(m.$volume)")
m.channel = "   aux "
print("[\(m.channel)]")
print(Mixer.presetNames.joined(separator: "/"), Mixer.maxVolume)

// expect: volume 5 clamped? false
// expect: balance 3 clamped? true
// expect: [main bus]
// expect: volume 10 clamped? true
// expect: volume 7 clamped? false
// expect: [aux]
// expect: quiet/loud 10
