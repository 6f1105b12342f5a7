// Swift Evolution style (SE-0293 property wrappers on function and closure parameters): wrapper attributes on parameters that transform arguments, expose projected values with `$`, and init from projections
@propertyWrapper
struct Clamped {
    var wrappedValue: Int
    let range: ClosedRange<Int>
    init(wrappedValue: Int, _ range: ClosedRange<Int>) {
        self.range = range
        self.wrappedValue = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
    var projectedValue: String { "\(wrappedValue) in \(range)" }
}

func setVolume(@Clamped(0...10) _ level: Int) {
    print("volume", level, "|", $level)
}
setVolume(4)
setVolume(25)
setVolume(-3)

@propertyWrapper
struct Trimmed {
    var wrappedValue: String {
        didSet { wrappedValue = wrappedValue.trimmingSpaces() }
    }
    init(wrappedValue: String) { self.wrappedValue = wrappedValue.trimmingSpaces() }
}
extension String {
    func trimmingSpaces() -> String {
        var s = Substring(self)
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}

func greet(@Trimmed name: String, times: Int) {
    for _ in 0..<times { print("hello [\(name)]") }
}
greet(name: "   Ana  ", times: 2)

@propertyWrapper
struct Logged<Value> {
    var wrappedValue: Value
    var projectedValue: Logged<Value> { self }
    init(wrappedValue: Value) {
        print("wrapping \(wrappedValue)")
        self.wrappedValue = wrappedValue
    }
    init(projectedValue: Logged<Value>) {
        print("from projection \(projectedValue.wrappedValue)")
        self = projectedValue
    }
    var note: String { "logged(\(wrappedValue))" }
}

func show(@Logged value: Int) {
    print("value is \(value), note \($value.note)")
}
show(value: 5)
show($value: Logged(wrappedValue: 9))

let shout: (String) -> String = { (@Trimmed text: String) in text.uppercased() + "!" }
print(shout("  quiet  "))

func clamp(@Clamped(1...50) _ n: Int) -> String { $n }
print([-5, 3, 99].map { clamp($0) })

let describe = { (@Logged item: String) in "\(item) / \($item.note)" }
print(describe("cup"))

// expect: volume 4 | 4 in 0...10
// expect: volume 10 | 10 in 0...10
// expect: volume 0 | 0 in 0...10
// expect: hello [Ana]
// expect: hello [Ana]
// expect: wrapping 5
// expect: value is 5, note logged(5)
// expect: wrapping 9
// expect: from projection 9
// expect: value is 9, note logged(9)
// expect: QUIET!
// expect: ["1 in 1...50", "3 in 1...50", "50 in 1...50"]
// expect: wrapping cup
// expect: cup / logged(cup)
