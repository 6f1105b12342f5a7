// Property wrappers: initial values, arguments, projected values, wrappers in structs vs classes, and local wrapped variables (expected output from swiftc 6.3.1 on Linux)
@propertyWrapper
struct Clamped<V: Comparable> {
    private var value: V
    let range: ClosedRange<V>
    var wrappedValue: V {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
    init(wrappedValue: V, _ range: ClosedRange<V>) {
        self.range = range
        value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
}

@propertyWrapper
struct Tracked<T> {
    var wrappedValue: T {
        didSet { history.append("\(oldValue)->\(wrappedValue)") }
    }
    private(set) var history: [String] = []
    var projectedValue: [String] { history }
    init(wrappedValue: T) { self.wrappedValue = wrappedValue }
}

@propertyWrapper
struct Lowercased {
    private var text = ""
    var wrappedValue: String {
        get { text }
        set { text = newValue.lowercased() }
    }
    init() {}
}

struct Settings {
    @Clamped(0...10) var volume = 15
    @Clamped(wrappedValue: 0.5, 0.0...1.0) var brightness: Double
    @Tracked var mode = "auto"
    @Lowercased var tag: String
}

var s = Settings()
print(s.volume, s.brightness, s.mode, "[\(s.tag)]")
s.volume -= 20
s.brightness = 3.5
s.mode = "manual"
s.mode = "eco"
s.tag = "MiXeD"
print(s.volume, s.brightness, s.mode, s.tag)
print(s.$mode)
var copy = s
copy.mode = "off"
print(s.$mode.count, copy.$mode.count)

final class Player {
    @Tracked var level = 1
    @Clamped(1...3) var lives = 3
}
let p = Player()
let alias = p
alias.level += 1
alias.level *= 5
p.lives += 5
print(p.level, p.$level, alias.lives)

func localUse() {
    @Clamped(-5...5) var local = 0
    for step in [3, 3, -20] {
        local += step
        print("local now", local)
    }
    @Tracked var t = 0
    t = 1; t = 2
    print($t)
}
localUse()

// expect: 10 0.5 auto []
// expect: 0 1.0 eco mixed
// expect: ["auto->manual", "manual->eco"]
// expect: 2 3
// expect: 10 ["1->2", "2->10"] 3
// expect: local now 3
// expect: local now 5
// expect: local now -5
// expect: ["0->1", "1->2"]
