// Blog style (property wrappers and lazy): what reflection shows for wrapped properties
@propertyWrapper
struct Clamped {
    var value: Int
    let range: ClosedRange<Int>
    init(wrappedValue: Int, _ range: ClosedRange<Int>) {
        self.range = range
        value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
}
struct Volume {
    @Clamped(0...10) var level: Int = 15
    var name = "main"
}
var v = Volume()
print(v.level)
v.level = -3
print(v.level)
print(v)
for c in Mirror(reflecting: v).children { print(c.label ?? "-") }
dump(v)
struct WithLazy {
    lazy var computed: Int = 5
    var plain = 1
}
var w = WithLazy()
print(w)
_ = w.computed
print(w)
// expect: 10
// expect: 0
// expect: Volume(_level: main.Clamped(value: 0, range: ClosedRange(0...10)), name: "main")
// expect: _level
// expect: name
// expect: ▿ main.Volume
// expect:   ▿ _level: main.Clamped
// expect:     - value: 0
// expect:     ▿ range: ClosedRange(0...10)
// expect:       - lowerBound: 0
// expect:       - upperBound: 10
// expect:   - name: "main"
// expect: WithLazy($__lazy_storage_$_computed: nil, plain: 1)
// expect: WithLazy($__lazy_storage_$_computed: Optional(5), plain: 1)
