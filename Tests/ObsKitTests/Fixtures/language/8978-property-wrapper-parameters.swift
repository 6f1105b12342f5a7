// Swift Evolution style (SE-0293 property wrappers on function and closure parameters): clamped and logged inputs
@propertyWrapper
struct Clamped {
    private var value: Int
    let range: ClosedRange<Int>

    init(wrappedValue: Int, _ range: ClosedRange<Int>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }

    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }

    var projectedValue: String { "\(value) in \(range)" }
}

// The caller passes a plain Int; the function sees the wrapped, clamped value
func setVolume(@Clamped(0...10) _ level: Int) {
    print("volume:", level, "|", $level)
}
setVolume(7)
setVolume(42)
setVolume(-3)

// Wrapper that trims and lowercases text inputs
@propertyWrapper
struct Normalized {
    let wrappedValue: String
    init(wrappedValue: String) {
        self.wrappedValue = wrappedValue
            .trimmingPrefix(while: { $0 == " " })
            .lowercased()
    }
}

func register(@Normalized username: String, @Clamped(13...120) age: Int) -> String {
    "\(username) (\(age))"
}
print(register(username: "  ALICE", age: 9))
print(register(username: "Bob", age: 200))

// Wrappers with init(projectedValue:) let callers pass the projection with `$`
@propertyWrapper
struct Logged<Value> {
    var wrappedValue: Value
    var projectedValue: Logged<Value> { self }
    let tag: String

    init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
        self.tag = "direct"
    }
    init(projectedValue: Logged<Value>) {
        self.wrappedValue = projectedValue.wrappedValue
        self.tag = "projected:" + projectedValue.tag
    }
}

func show(@Logged value: Int) {
    print("value \(value) via \($value.tag)")
}
show(value: 5)
func forward() {
    @Logged var existing = 9
    existing += 1
    show($value: $existing)   // `$label:` passes the projection
}
forward()

// Closure parameters can use wrappers too (attribute arguments are not allowed there)
let greet = { (@Normalized name: String) in
    "hi \(name)!"
}
print(["  Zed", "MIA"].map { greet($0) })

// expect: volume: 7 | 7 in 0...10
// expect: volume: 10 | 10 in 0...10
// expect: volume: 0 | 0 in 0...10
// expect: alice (13)
// expect: bob (120)
// expect: value 5 via direct
// expect: value 10 via projected:direct
// expect: ["hi zed!", "hi mia!"]
