// property-wrappers-clamp
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

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
    var projectedValue: Bool { value == range.lowerBound || value == range.upperBound }
}

@propertyWrapper
struct Trimmed {
    private var text = ""
    var wrappedValue: String {
        get { text }
        set { text = newValue.trimmingCharacters(in: .whitespaces) }
    }
    init(wrappedValue: String) { self.wrappedValue = wrappedValue }
}

@propertyWrapper
final class History<T> {
    var wrappedValue: T { didSet { past.append(oldValue) } }
    private(set) var past: [T] = []
    init(wrappedValue: T) { self.wrappedValue = wrappedValue }
    var projectedValue: History<T> { self }
}

struct Settings {
    @Clamped(0...10) var volume = 5
    @Clamped(0.5...2.0) var speed: Double = 3.0
    @Trimmed var nickname = "  neo  "
    @History var theme = "light"
}

var s = Settings()
print(s.volume, s.speed, "[\(s.nickname)]", s.$volume, s.$speed)
s.volume = 42
s.speed = 1.25
print(s.volume, s.$volume, s.speed, s.$speed)
s.volume -= 100
print(s.volume)
s.nickname = "\t trinity "
print("[\(s.nickname)]")
s.theme = "dark"
s.theme = "solarized"
print(s.theme, s.$theme.past)

func describe(@Clamped(1...3) level: Int) -> String { "level \(level)" }
print(describe(level: 9), describe(level: -2))

struct Wrapped {
    @Clamped(0...100) var percent: Int = 50
}
let w = Wrapped(percent: 250)
print(w.percent)
// expect: 5 2.0 [neo] false true
// expect: 10 true 1.25 false
// expect: 0
// expect: [trinity]
// expect: solarized ["light", "dark"]
// expect: level 3 level 1
// expect: 100
