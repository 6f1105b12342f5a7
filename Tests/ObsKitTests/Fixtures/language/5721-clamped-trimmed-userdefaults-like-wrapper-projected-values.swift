// NSHipster style (property wrappers): Clamped, Trimmed and a UserDefaults-like wrapper with projected values
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
    init(wrappedValue: String) { self.wrappedValue = wrappedValue }
    var wrappedValue: String {
        get { text }
        set { text = newValue.trimmingCharacters(in: .whitespaces) }
    }
}

@propertyWrapper
struct Tracked<Value> {
    private var value: Value
    private(set) var projectedValue: [Value] = []
    init(wrappedValue: Value) { value = wrappedValue }
    var wrappedValue: Value {
        get { value }
        set { projectedValue.append(value); value = newValue }
    }
}

import Foundation

struct Settings {
    @Clamped(0...100) var volume = 50
    @Clamped(0.5...2.0) var speed = 1.0
    @Trimmed var nickname = "  sam  "
    @Tracked var theme = "light"
}

var s = Settings()
print(s.volume, s.speed, "[\(s.nickname)]")
s.volume = 140
s.speed = 0.1
s.nickname = "\tsammy  "
print(s.volume, s.speed, "[\(s.nickname)]")
s.theme = "dark"
s.theme = "solarized"
print(s.theme, s.$theme)
var t = Settings(volume: -5, speed: 1.5, nickname: " x ", theme: "blue")
print(t.volume, t.speed, "[\(t.nickname)]", t.theme, t.$theme.count)
t.volume += 30
print(t.volume)

// expect: 50 1.0 [sam]
// expect: 100 0.5 [sammy]
// expect: solarized ["light", "dark"]
// expect: 0 1.5 [x] blue 0
// expect: 30
