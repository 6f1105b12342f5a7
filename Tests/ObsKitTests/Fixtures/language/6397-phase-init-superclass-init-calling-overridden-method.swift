// Quiz post style (initializers): two-phase init, a superclass init calling an overridden method, and property defaults order
var steps: [String] = []
func note(_ s: String) -> String { steps.append(s); return s }

class Base {
    let a = note("Base.a default")
    var name: String
    init(name: String) {
        self.name = note("Base.init name")
        setup()
    }
    func setup() { steps.append("Base.setup name=\(name)") }
}

class Child: Base {
    let b = note("Child.b default")
    var extra: String
    init() {
        extra = note("Child.init extra")
        super.init(name: "kid")
        steps.append("Child.init after super")
    }
    override func setup() { steps.append("Child.setup extra=\(extra)") }
    convenience init(loud: Bool) {
        self.init()
        steps.append("Child.convenience loud=\(loud)")
    }
}

// Puzzle: in what order do these steps happen?
_ = Child(loud: true)
for (i, step) in steps.enumerated() {
    print(i, step)
}

struct Pair {
    var x = note("Pair.x")
    var y = note("Pair.y")
}
steps = []
_ = Pair(y: "given")
print(steps)

// expect: 0 Child.b default
// expect: 1 Child.init extra
// expect: 2 Base.a default
// expect: 3 Base.init name
// expect: 4 Child.setup extra=Child.init extra
// expect: 5 Child.init after super
// expect: 6 Child.convenience loud=true
// expect: ["Pair.x"]
