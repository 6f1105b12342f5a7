// The Swift Programming Language style (Initialization): designated and convenience initializer chains, two-phase initialization, and inherited convenience inits
class Ingredient {
    var name: String
    init(name: String) {
        self.name = name
        print("Ingredient(name:) \(name)")
    }
    convenience init() {
        self.init(name: "[unnamed]")
    }
}

class RecipeLine: Ingredient {
    var quantity: Int
    init(name: String, quantity: Int) {
        self.quantity = quantity
        super.init(name: name)
        print("RecipeLine(name:quantity:) \(quantity)")
    }
    override convenience init(name: String) {
        self.init(name: name, quantity: 1)
    }
    var text: String { "\(quantity) x \(name)" }
}

class CheckedLine: RecipeLine {
    var checked = false
    var text2: String { text + (checked ? " ✔" : " ✘") }
}

let a = Ingredient()
print(a.name)
let b = RecipeLine(name: "egg")
print(b.text)
let c = RecipeLine()
print(c.text)
let d = CheckedLine(name: "flour", quantity: 3)
d.checked = true
print(d.text2)
let e = CheckedLine()
print(e.text2)

class Phased {
    let id: Int
    var log: [String] = []
    init(id: Int) {
        self.id = id
        log.append("phase 1 done for \(id)")
        record("phase 2")
    }
    func record(_ s: String) { log.append("\(s) for \(id)") }
}

class PhasedChild: Phased {
    let extra: String
    init(extra: String) {
        self.extra = extra
        super.init(id: extra.count)
        record("child \(extra)")
    }
    override func record(_ s: String) { log.append("[child] \(s)") }
}

print(PhasedChild(extra: "four").log)

// expect: Ingredient(name:) [unnamed]
// expect: [unnamed]
// expect: Ingredient(name:) egg
// expect: RecipeLine(name:quantity:) 1
// expect: 1 x egg
// expect: Ingredient(name:) [unnamed]
// expect: RecipeLine(name:quantity:) 1
// expect: 1 x [unnamed]
// expect: Ingredient(name:) flour
// expect: RecipeLine(name:quantity:) 3
// expect: 3 x flour ✔
// expect: Ingredient(name:) [unnamed]
// expect: RecipeLine(name:quantity:) 1
// expect: 1 x [unnamed] ✘
// expect: ["phase 1 done for 4", "[child] phase 2", "[child] child four"]
