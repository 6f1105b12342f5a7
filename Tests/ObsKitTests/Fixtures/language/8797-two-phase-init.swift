// Compiler test style (two-phase initialization): printing the order of each step
func trace(_ s: String) -> Int {
    print("eval \(s)")
    return s.count
}

class Root {
    var a = trace("Root.a default")
    let b: Int
    init() {
        print("Root.init phase 1")
        b = trace("Root.b")
        print("Root.init phase 2, describe = \(describe())")
    }
    func describe() -> String { "Root" }
}

class Middle: Root {
    var c = trace("Middle.c default")
    let d: Int
    override init() {
        print("Middle.init phase 1")
        d = trace("Middle.d")
        super.init()
        print("Middle.init phase 2")
        a = 100
    }
    override func describe() -> String { "Middle(d: \(d))" }
}

class Leaf: Middle {
    let e: Int
    init(e: Int) {
        print("Leaf.init phase 1")
        self.e = e
        super.init()
        print("Leaf.init phase 2, a = \(a)")
    }
    override func describe() -> String { "Leaf(e: \(e), " + super.describe() + ")" }
}

print("making Root")
_ = Root()
print("making Leaf")
let leaf = Leaf(e: 7)
print("final:", leaf.a, leaf.b, leaf.c, leaf.d, leaf.e)
print(leaf.describe())

// Structs: memberwise initializer uses default values in declaration order
struct Settings {
    var width = trace("width")
    var height = trace("height")
    var title: String
}
print("making Settings")
let st = Settings(title: "t")
print(st.width, st.height, st.title)
let st2 = Settings(width: 1, title: "u")
print(st2.width, st2.height)

// expect: making Root
// expect: eval Root.a default
// expect: Root.init phase 1
// expect: eval Root.b
// expect: Root.init phase 2, describe = Root
// expect: making Leaf
// expect: Leaf.init phase 1
// expect: eval Middle.c default
// expect: Middle.init phase 1
// expect: eval Middle.d
// expect: eval Root.a default
// expect: Root.init phase 1
// expect: eval Root.b
// expect: Root.init phase 2, describe = Leaf(e: 7, Middle(d: 8))
// expect: Middle.init phase 2
// expect: Leaf.init phase 2, a = 100
// expect: final: 100 6 16 8 7
// expect: Leaf(e: 7, Middle(d: 8))
// expect: making Settings
// expect: eval width
// expect: eval height
// expect: 5 6 t
// expect: eval height
// expect: 1 6
