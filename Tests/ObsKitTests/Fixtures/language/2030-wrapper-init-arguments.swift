// Compiler test style: property wrappers taking extra init arguments alongside wrappedValue
@propertyWrapper
struct Clamped<T: Comparable> {
    private var value: T
    let range: ClosedRange<T>

    init(wrappedValue: T, _ range: ClosedRange<T>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }

    var wrappedValue: T {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
}

@propertyWrapper
struct Truncated {
    private var text: String = ""
    let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    var wrappedValue: String {
        get { text }
        set { text = String(newValue.prefix(limit)) }
    }
}

struct Settings {
    @Clamped(0...100) var volume: Int = 150
    @Clamped(1...10) var level: Int = 5
    @Clamped(0.0...1.0) var opacity: Double = 0.5
    @Truncated(limit: 5) var nickname: String
}

var s = Settings()
print(s.volume, s.level, s.opacity)
s.volume = -20
s.level = 7
s.opacity = 3.5
print(s.volume, s.level, s.opacity)
s.nickname = "Bartholomew"
print(s.nickname, s.nickname.count)
s.nickname = "Al"
print(s.nickname)

let custom = Settings(volume: 42, level: 99, opacity: 0.25)
print(custom.volume, custom.level, custom.opacity)
for v in [-5, 0, 55, 100, 101] {
    var t = Settings()
    t.volume = v
    print("set \(v) -> \(t.volume)")
}

// expect: 100 5 0.5
// expect: 0 7 1.0
// expect: Barth 5
// expect: Al
// expect: 42 10 0.25
// expect: set -5 -> 0
// expect: set 0 -> 0
// expect: set 55 -> 55
// expect: set 100 -> 100
// expect: set 101 -> 100
