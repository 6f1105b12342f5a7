// Book style (Properties): property wrappers with projected values and type properties
@propertyWrapper
struct Clamped {
    private var value: Int
    private let range: ClosedRange<Int>
    var projectedValue: Bool = false
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

@propertyWrapper
struct Trimmed {
    private var text = ""
    var wrappedValue: String {
        get { text }
        set { text = newValue.filter { $0 != " " } }
    }
    init(wrappedValue: String) { self.wrappedValue = wrappedValue }
}

struct Speaker {
    @Clamped(0...11) var volume: Int = 5
    @Clamped(-5...5) var balance: Int = 0
    @Trimmed var label: String = " living room "
    static var madeCount = 0
    static let brand = "Audix"
    static var description: String { "\(brand) speakers made: \(madeCount)" }
    init() { Speaker.madeCount += 1 }
}

var s = Speaker()
print(s.volume, s.balance, s.label)
s.volume = 15
print(s.volume, s.$volume)
s.volume = 7
print(s.volume, s.$volume)
s.balance = -9
print(s.balance, s.$balance)
s.label = "k i t c h e n"
print(s.label)
_ = Speaker()
_ = Speaker()
print(Speaker.madeCount)
print(Speaker.description)

class Counter {
    static var total = 0
    class var kind: String { "basic" }
    var count = 0
    func tick() { count += 1; Counter.total += 1 }
}
class FancyCounter: Counter {
    override class var kind: String { "fancy" }
}
let c1 = Counter(), c2 = FancyCounter()
c1.tick(); c2.tick(); c2.tick()
print(c1.count, c2.count, Counter.total)
print(Counter.kind, FancyCounter.kind)

// expect: 5 0 livingroom
// expect: 11 true
// expect: 7 false
// expect: -5 true
// expect: kitchen
// expect: 3
// expect: Audix speakers made: 3
// expect: 1 2 3
// expect: basic fancy
