// Swift by Sundell style (property wrappers): Clamped and Trimmed wrappers with projected values
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
struct Trimmed {
    private var value = ""
    var wrappedValue: String {
        get { value }
        set { value = String(newValue.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed()) }
    }
    init(wrappedValue: String) { self.wrappedValue = wrappedValue }
}

@propertyWrapper
struct Logged<T> {
    private var storage: T
    private(set) var history: [T] = []
    init(wrappedValue: T) { storage = wrappedValue }
    var wrappedValue: T {
        get { storage }
        set { history.append(storage); storage = newValue }
    }
    var projectedValue: [T] { history }
}

struct Settings {
    @Clamped(0...100) var volume = 50
    @Trimmed var username = "  alice  "
    @Logged var theme = "light"
}

var s = Settings()
print(s.volume, "[\(s.username)]", s.theme)
s.volume = 150
print(s.volume)
s.volume = -3
print(s.volume)
s.username = "   bob the builder "
print("[\(s.username)]")
s.theme = "dark"
s.theme = "solarized"
print(s.theme, s.$theme)

struct Scores {
    @Clamped(1.0...5.0) var rating: Double = 9.5
}
print(Scores().rating)

// expect: 50 [alice] light
// expect: 100
// expect: 0
// expect: [bob the builder]
// expect: solarized ["light", "dark"]
// expect: 5.0
