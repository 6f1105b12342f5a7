// Swift compiler test/Interpreter style: property observers on stored and overridden properties, ordering of willSet/didSet across super, observers not firing in init
class Base {
    var value: Int = 0 {
        willSet { print("  Base.willSet \(value) -> \(newValue)") }
        didSet { print("  Base.didSet \(oldValue) -> \(value)") }
    }
    init(value: Int) {
        self.value = value
        print("  Base.init done (no observers fired)")
    }
}

class Derived: Base {
    override var value: Int {
        willSet { print("  Derived.willSet \(value) -> \(newValue)") }
        didSet { print("  Derived.didSet \(oldValue) -> \(value)") }
    }
    init() {
        super.init(value: 1)
        print("  Derived.init setting value")
        value = 2
    }
}

class Computed: Base {
    private var stored = 100
    override var value: Int {
        get { stored }
        set { print("  Computed.set \(newValue)"); stored = newValue; super.value = newValue * 2 }
    }
}

print("create Derived")
let d = Derived()
print("assign 5")
d.value = 5
print("compound += 3")
d.value += 3
print("final", d.value)

print("create Computed")
let c = Computed(value: 7)
print("read", c.value)
c.value = 9
print("read", c.value)

struct Counter {
    var total = 0 {
        didSet {
            if total > 10 { total = 10 }   // setting inside didSet does not recurse
            print("  total didSet -> \(total)")
        }
    }
}
var counter = Counter()
counter.total = 4
counter.total = 25
print("counter.total =", counter.total)

func bump(_ x: inout Int) { x += 1; print("  bump inside, x =", x) }
print("inout on observed property")
bump(&counter.total)
print("after", counter.total)

// expect: create Derived
// expect:   Base.init done (no observers fired)
// expect:   Derived.init setting value
// expect:   Derived.willSet 1 -> 2
// expect:   Base.willSet 1 -> 2
// expect:   Base.didSet 1 -> 2
// expect:   Derived.didSet 1 -> 2
// expect: assign 5
// expect:   Derived.willSet 2 -> 5
// expect:   Base.willSet 2 -> 5
// expect:   Base.didSet 2 -> 5
// expect:   Derived.didSet 2 -> 5
// expect: compound += 3
// expect:   Derived.willSet 5 -> 8
// expect:   Base.willSet 5 -> 8
// expect:   Base.didSet 5 -> 8
// expect:   Derived.didSet 5 -> 8
// expect: final 8
// expect: create Computed
// expect:   Base.init done (no observers fired)
// expect: read 100
// expect:   Computed.set 9
// expect:   Base.willSet 7 -> 18
// expect:   Base.didSet 7 -> 18
// expect: read 9
// expect:   total didSet -> 4
// expect:   total didSet -> 10
// expect: counter.total = 10
// expect: inout on observed property
// expect:   bump inside, x = 11
// expect:   total didSet -> 10
// expect: after 10
