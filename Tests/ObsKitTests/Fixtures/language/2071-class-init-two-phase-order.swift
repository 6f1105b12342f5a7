// Compiler test style: two-phase initialization order with overridden methods called after super.init
func log(_ s: String) -> Int {
    print("  eval:", s)
    return s.count
}

class Base {
    var a = log("Base.a default")
    var b: Int

    init() {
        print("Base.init start")
        b = log("Base.b assigned")
        print("Base.init calling describe() ->", describe())
        print("Base.init end")
    }

    func describe() -> String {
        return "Base(a: \(a), b: \(b))"
    }
}

class Middle: Base {
    var c = log("Middle.c default")
    var d: String

    override init() {
        print("Middle.init start")
        d = "middle"
        super.init()
        print("Middle.init after super, d =", d)
        d += "+"
    }

    override func describe() -> String {
        return "Middle(c: \(c), d: \(d)) <- " + super.describe()
    }
}

class Leaf: Middle {
    var e = log("Leaf.e default")
    let f: [Int]

    init(f: [Int]) {
        print("Leaf.init start")
        self.f = f
        super.init()
        print("Leaf.init after super, describe ->", describe())
    }

    override func describe() -> String {
        return "Leaf(e: \(e), f: \(f)) <- " + super.describe()
    }
}

print("== Base")
_ = Base()
print("== Leaf")
let leaf = Leaf(f: [1, 2])
print("final:", leaf.describe())

// expect: == Base
// expect:   eval: Base.a default
// expect: Base.init start
// expect:   eval: Base.b assigned
// expect: Base.init calling describe() -> Base(a: 14, b: 15)
// expect: Base.init end
// expect: == Leaf
// expect:   eval: Leaf.e default
// expect: Leaf.init start
// expect:   eval: Middle.c default
// expect: Middle.init start
// expect:   eval: Base.a default
// expect: Base.init start
// expect:   eval: Base.b assigned
// expect: Base.init calling describe() -> Leaf(e: 14, f: [1, 2]) <- Middle(c: 16, d: middle) <- Base(a: 14, b: 15)
// expect: Base.init end
// expect: Middle.init after super, d = middle
// expect: Leaf.init after super, describe -> Leaf(e: 14, f: [1, 2]) <- Middle(c: 16, d: middle+) <- Base(a: 14, b: 15)
// expect: final: Leaf(e: 14, f: [1, 2]) <- Middle(c: 16, d: middle+) <- Base(a: 14, b: 15)
