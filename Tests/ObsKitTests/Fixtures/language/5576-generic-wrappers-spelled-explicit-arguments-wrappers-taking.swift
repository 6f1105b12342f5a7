// Compiler test style (property wrappers): generic wrappers spelled with explicit arguments and wrappers taking extra arguments
@propertyWrapper
struct Clamped<V: Comparable> {
    private var value: V
    let range: ClosedRange<V>
    init(wrappedValue: V, _ range: ClosedRange<V>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
    var wrappedValue: V {
        get { return value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
}

@propertyWrapper
struct Logged<T> {
    var wrappedValue: T {
        didSet { log.append("\(name): \(oldValue) -> \(wrappedValue)") }
    }
    let name: String
    var log: [String] = []
    init(wrappedValue: T, name: String) { self.wrappedValue = wrappedValue; self.name = name }
}

struct Settings {
    @Clamped<Int>(0...10) var volume: Int = 15
    @Clamped(0.0...1.0) var brightness: Double = 0.5
    @Logged<String>(name: "title") var title: String = "untitled"
    @Logged(name: "count") var count = 0
    func logs() -> [String] { return _title.log + _count.log }
    func wrappers() -> String { return "\(_volume.range) \(type(of: _brightness))" }
}

var s = Settings()
print(s.volume, s.brightness)
s.volume = -3
s.brightness = 2.5
print(s.volume, s.brightness)
s.volume += 4
print(s.volume)
s.title = "draft"
s.title = "final"
s.count += 1
s.count += 1
print(s.title, s.count)
for line in s.logs() { print(line) }
print(s.wrappers())

@propertyWrapper
struct Uppercased {
    private var text = ""
    var wrappedValue: String {
        get { return text }
        set { text = newValue.uppercased() }
    }
    init(wrappedValue: String) { self.wrappedValue = wrappedValue }
}
struct Label {
    @Uppercased var text: String
    @Clamped<Int>(1...3) var lines: Int = 2
}
var l = Label(text: "hello")
print(l.text, l.lines)
l.lines = 9
print(l.lines)

// expect: 10 0.5
// expect: 0 1.0
// expect: 4
// expect: final 2
// expect: title: untitled -> draft
// expect: title: draft -> final
// expect: count: 0 -> 1
// expect: count: 1 -> 2
// expect: 0...10 Clamped<Double>
// expect: HELLO 2
// expect: 3
