// Properties: property wrappers with initial values, arguments, and projected values ($name)
// expected output: swiftc 6.3.1 (Linux), run on this machine
@propertyWrapper
struct Clamped {
    private var value: Int
    private let range: ClosedRange<Int>
    private(set) var projectedValue: Bool = false
    init(wrappedValue: Int, _ range: ClosedRange<Int>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
    var wrappedValue: Int {
        get { value }
        set {
            let clamped = min(max(newValue, range.lowerBound), range.upperBound)
            projectedValue = clamped != newValue
            value = clamped
        }
    }
}
struct Volume {
    @Clamped(0...10) var level: Int = 5
    @Clamped(1...3) var speed: Int = 9
}
var v = Volume()
print(v.level, v.speed, v.$level)
v.level = 42
print(v.level, v.$level)
v.level = 3
print(v.level, v.$level)

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
        var s = Substring(self)
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
struct Form {
    @Trimmed var name: String = "  Ada  "
}
var form = Form()
print("[\(form.name)]")
form.name = "   Grace Hopper "
print("[\(form.name)]")

@propertyWrapper
struct Logged<Value> {
    private var stored: Value
    var projectedValue: [Value] = []
    init(wrappedValue: Value) { stored = wrappedValue }
    var wrappedValue: Value {
        get { stored }
        set { projectedValue.append(stored); stored = newValue }
    }
}
struct Settings { @Logged var theme = "light" }
var s = Settings()
s.theme = "dark"
s.theme = "solar"
print(s.theme, s.$theme)
// expect: 5 3 false
// expect: 10 true
// expect: 3 false
// expect: [Ada]
// expect: [Grace Hopper]
// expect: solar ["light", "dark"]
