// Swift by Sundell / SwiftLee style property wrappers: @propertyWrapper with wrappedValue, projectedValue ($), init(wrappedValue:) with extra arguments, generic constraints, wrappers in structs
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
    private var raw = ""
    init(wrappedValue: String) { self.wrappedValue = wrappedValue }
    var wrappedValue: String {
        get { raw }
        set { raw = String(newValue.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }
    }
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

@propertyWrapper
struct Validated {
    private var value: String
    private let rule: (String) -> Bool
    var projectedValue: Bool { rule(value) }
    init(wrappedValue: String, _ rule: @escaping (String) -> Bool) {
        value = wrappedValue
        self.rule = rule
    }
    var wrappedValue: String {
        get { value }
        set { value = newValue }
    }
}

struct PlayerSettings {
    @Clamped(0...100) var volume = 50
    @Clamped(0.5...2.0) var speed = 1.0
    @Trimmed var nickname = "  rocket  "
    @History var theme = "light"
    @Validated({ $0.contains("@") && $0.count > 3 }) var email = "nobody"
}

var settings = PlayerSettings()
print("volume \(settings.volume), speed \(settings.speed), nickname '\(settings.nickname)'")
settings.volume += 80
settings.speed = 0.1
settings.nickname = "   ace pilot "
print("volume \(settings.volume), speed \(settings.speed), nickname '\(settings.nickname)'")
settings.volume = -5
print("volume after -5: \(settings.volume)")

settings.theme = "dark"
settings.theme = "solarized"
print("theme \(settings.theme), history \(settings.$theme.values)")
settings.$theme.undo()
print("after undo: \(settings.theme), history count \(settings.$theme.values.count)")

print("email '\(settings.email)' valid: \(settings.$email)")
settings.email = "ace@example.com"
print("email '\(settings.email)' valid: \(settings.$email)")

struct Thermostat {
    @Clamped(10...30) var target: Int = 35
}
let t = Thermostat()
print("thermostat initial target clamped to \(t.target)")
print("second instance shares nothing: \(PlayerSettings().volume), \(PlayerSettings().$theme.values)")
// expect: volume 50, speed 1.0, nickname 'rocket'
// expect: volume 100, speed 0.5, nickname 'ace pilot'
// expect: volume after -5: 0
// expect: theme solarized, history ["light", "dark", "solarized"]
// expect: after undo: dark, history count 2
// expect: email 'nobody' valid: false
// expect: email 'ace@example.com' valid: true
// expect: thermostat initial target clamped to 30
// expect: second instance shares nothing: 50, ["light"]
