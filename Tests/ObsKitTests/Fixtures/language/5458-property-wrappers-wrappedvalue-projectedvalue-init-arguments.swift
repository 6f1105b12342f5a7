// Swift Evolution style (SE-0258/SE-0293): property wrappers with wrappedValue, projectedValue ($), init arguments and wrapped function parameters
@propertyWrapper
struct Clamped<V: Comparable> {
    private var value: V
    let range: ClosedRange<V>
    init(wrappedValue: V, _ range: ClosedRange<V>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
    var wrappedValue: V {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
    var projectedValue: ClosedRange<V> { range }
}

@propertyWrapper
struct History<T> {
    private(set) var values: [T]
    init(wrappedValue: T) { values = [wrappedValue] }
    var wrappedValue: T {
        get { values.last! }
        set { values.append(newValue) }
    }
    var projectedValue: [T] { values }
}

@propertyWrapper
struct Trimmed {
    private var text = ""
    var wrappedValue: String {
        get { text }
        set {
            var s = Substring(newValue)
            while s.first == " " { s.removeFirst() }
            while s.last == " " { s.removeLast() }
            text = String(s)
        }
    }
    init(wrappedValue: String) { self.wrappedValue = wrappedValue }
}

struct Volume {
    @Clamped(0...10) var level: Int = 5
    @History var label: String = "init"
    @Trimmed var title: String = "  padded  "
}

var v = Volume()
print(v.level, v.$level)
v.level = 42
print(v.level)
v.level = -3
print(v.level)
v.label = "a"
v.label = "b"
print(v.label, v.$label)
print("[\(v.title)]")
v.title = "   x y   "
print("[\(v.title)]")

@propertyWrapper
struct Logged<T> {
    var wrappedValue: T
    var projectedValue: String { "logged(\(wrappedValue))" }
    init(wrappedValue: T) {
        print("wrapping \(wrappedValue)")
        self.wrappedValue = wrappedValue
    }
    init(projectedValue: String) {
        print("from projection \(projectedValue)")
        self.wrappedValue = projectedValue as! T
    }
}

func show(@Logged value: Int) {
    print("value:", value, "projected:", $value)
}
show(value: 7)

func local() {
    @Clamped(1...3) var n = 9
    print("local n", n, $n.lowerBound)
    n -= 1
    print("after", n)
}
local()

// expect: 5 0...10
// expect: 10
// expect: 0
// expect: b ["init", "a", "b"]
// expect: [padded]
// expect: [x y]
// expect: wrapping 7
// expect: value: 7 projected: logged(7)
// expect: local n 3 1
// expect: after 2
