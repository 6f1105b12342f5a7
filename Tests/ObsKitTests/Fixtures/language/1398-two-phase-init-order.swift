// Initialization: the order of two-phase initialization across a hierarchy, and super.init() called implicitly.
// expected output: swiftc 6.3.1 (Linux), run on this machine
func trace(_ s: String) -> Int { print("  evaluating", s); return s.count }
class Base {
    var baseValue = trace("Base.baseValue default")
    init() {
        print("  Base.init body")
    }
    func describe() -> String { "Base(\(baseValue))" }
}
class Middle: Base {
    var middleValue: Int
    override init() {
        print("  Middle.init phase 1")
        middleValue = trace("Middle.middleValue")
        super.init()
        print("  Middle.init phase 2, can use self:", describe())
    }
    override func describe() -> String { "Middle(\(baseValue), \(middleValue))" }
}
class Leaf: Middle {
    var leafValue = trace("Leaf.leafValue default")
    override init() {
        print("  Leaf.init before implicit super.init()")
    }
}
print("making Base")
_ = Base()
print("making Middle")
_ = Middle()
print("making Leaf")
let leaf = Leaf()
print(leaf.describe(), leaf.leafValue)
class Counter {
    var count: Int
    init() { count = 10 }
}
final class StartsHigher: Counter {
    override init() {
        super.init()
        count += 5
    }
}
final class ImplicitSuper: Counter {
    var label: String
    init(label: String) {
        self.label = label
    }
}
print(StartsHigher().count, ImplicitSuper(label: "x").count)

// expect: making Base
// expect:   evaluating Base.baseValue default
// expect:   Base.init body
// expect: making Middle
// expect:   Middle.init phase 1
// expect:   evaluating Middle.middleValue
// expect:   evaluating Base.baseValue default
// expect:   Base.init body
// expect:   Middle.init phase 2, can use self: Middle(22, 18)
// expect: making Leaf
// expect:   evaluating Leaf.leafValue default
// expect:   Leaf.init before implicit super.init()
// expect:   Middle.init phase 1
// expect:   evaluating Middle.middleValue
// expect:   evaluating Base.baseValue default
// expect:   Base.init body
// expect:   Middle.init phase 2, can use self: Middle(22, 18)
// expect: Middle(22, 18) 22
// expect: 15 10
