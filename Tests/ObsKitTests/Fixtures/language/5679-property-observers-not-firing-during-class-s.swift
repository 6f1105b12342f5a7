// Swift compiler execution test style (two-phase init and observers): property observers not firing during a class's own init but firing for subclass-set inherited properties, defaults and lazy properties
class Base {
    var value: Int = 0 {
        willSet { print("Base.willSet", value, "->", newValue) }
        didSet { print("Base.didSet", oldValue, "->", value) }
    }
    init(value: Int) {
        print("Base.init start")
        self.value = value
        print("Base.init end")
    }
}
class Child: Base {
    override var value: Int {
        willSet { print("Child.willSet", newValue) }
        didSet { print("Child.didSet", value) }
    }
    var extra: String
    init() {
        extra = "x"
        print("Child.init phase 1")
        super.init(value: 1)
        print("Child.init phase 2")
        value = 2
        extra += "y"
    }
}
let c = Child()
print("after init:", c.value, c.extra)
c.value += 5
print("--")

struct Tracked {
    var count = 0 { didSet { print("count didSet", oldValue, count) } }
    lazy var expensive: Int = { print("computing expensive"); return count * 100 }()
    init(count: Int) { self.count = count; print("Tracked init", count) }
}
var t = Tracked(count: 3)
t.count = 4
print(t.expensive)
t.count = 5
print(t.expensive)

class Defaulted {
    var a = Defaulted.log("a", 1)
    var b = Defaulted.log("b", 2)
    let c: Int
    static func log(_ n: String, _ v: Int) -> Int { print("default", n); return v }
    init() { print("Defaulted.init body"); c = a + b }
}
print(Defaulted().c)

// expect: Child.init phase 1
// expect: Base.init start
// expect: Base.init end
// expect: Child.init phase 2
// expect: Child.willSet 2
// expect: Base.willSet 1 -> 2
// expect: Base.didSet 1 -> 2
// expect: Child.didSet 2
// expect: after init: 2 xy
// expect: Child.willSet 7
// expect: Base.willSet 2 -> 7
// expect: Base.didSet 2 -> 7
// expect: Child.didSet 7
// expect: --
// expect: Tracked init 3
// expect: count didSet 3 4
// expect: computing expensive
// expect: 400
// expect: count didSet 4 5
// expect: 400
// expect: default a
// expect: default b
// expect: Defaulted.init body
// expect: 3
