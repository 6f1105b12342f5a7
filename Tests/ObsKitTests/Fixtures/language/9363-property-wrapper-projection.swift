// property wrappers: projected values ($x), init arguments, wrappers on locals and in generics
// expected output: swiftc 6.3.1 (Linux), run on this machine
@propertyWrapper
struct Clamped<V: Comparable> {
    private var value: V
    let range: ClosedRange<V>
    private(set) var clampCount = 0
    init(wrappedValue: V, _ range: ClosedRange<V>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
    var wrappedValue: V {
        get { value }
        set {
            let c = min(max(newValue, range.lowerBound), range.upperBound)
            if c != newValue { clampCount += 1 }
            value = c
        }
    }
    var projectedValue: (count: Int, range: ClosedRange<V>) { (clampCount, range) }
}

@propertyWrapper
struct History<T> {
    private(set) var values: [T]
    init(wrappedValue: T) { values = [wrappedValue] }
    var wrappedValue: T {
        get { values.last! }
        set { values.append(newValue) }
    }
    var projectedValue: History<T> {
        get { self }
        set { self = newValue }
    }
    mutating func undo() { if values.count > 1 { values.removeLast() } }
}

struct Mixer {
    @Clamped(0...10) var volume = 5
    @Clamped(-1.0...1.0) var balance = 0.0
    @History var preset = "flat"
}

var m = Mixer()
m.volume = 15
m.volume = -3
m.volume = 7
m.balance = 2.5
print(m.volume, m.$volume.count, m.$volume.range, m.balance, m.$balance.count)
m.preset = "rock"
m.preset = "jazz"
print(m.preset, m.$preset.values)
m.$preset.undo()
print(m.preset, m.$preset.values)

func demoLocal() {
    @Clamped(1...3) var level = 99
    print("local start", level, $level.count)
    level = 0
    level = 2
    print("local end", level, $level.count)
    @History var word = "a"
    word = "b"
    word += "c"
    print(word, $word.values)
}
demoLocal()

@propertyWrapper
struct Trimmed {
    private var text = ""
    var wrappedValue: String {
        get { text }
        set { text = newValue.trimmingSpaces() }
    }
    init(wrappedValue: String) { self.wrappedValue = wrappedValue }
    var projectedValue: Int { text.count }
}
extension String {
    func trimmingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
struct Form { @Trimmed var name: String }
var f = Form(name: "  Ada Lovelace  ")
print("[\(f.name)]", f.$name)
f.name = " x "
print("[\(f.name)]", f.$name)

// expect: 7 2 0...10 1.0 1
// expect: jazz ["flat", "rock", "jazz"]
// expect: rock ["flat", "rock"]
// expect: local start 3 0
// expect: local end 2 1
// expect: bc ["a", "b", "bc"]
// expect: [Ada Lovelace] 12
// expect: [x] 1
