// Swift book style (Initialization): two-phase initialization order, required initializers, automatic initializer inheritance and failable-to-nonfailable override
class Base {
    var log: [String] = []
    let id: Int
    required init(id: Int) {
        self.id = id
        log.append("base \(id)")
        setup()
    }
    func setup() { log.append("base setup") }
    convenience init() { self.init(id: 0) }
}
class Derived: Base {
    var extra = "x"
    required init(id: Int) {
        extra = "set-before-super"
        super.init(id: id * 10)
        log.append("derived after super, extra=\(extra)")
    }
    override func setup() { log.append("derived setup sees \(extra)") }
}
let d = Derived()
print(d.id)
for line in d.log { print(line) }

func build<T: Base>(_ type: T.Type, _ n: Int) -> T { type.init(id: n) }
print(build(Derived.self, 4).id, build(Base.self, 4).id)

class Named {
    var name: String
    init(name: String) { self.name = name }
    convenience init(initial: Character) { self.init(name: String(initial) + ".") }
}
class Tagged: Named {
    var tag = "none"
}
let t1 = Tagged(name: "alpha")
let t2 = Tagged(initial: "Q")
print(t1.name, t1.tag, t2.name, t2.tag)

class Doc {
    var title: String?
    init() {}
    init?(title: String) {
        if title.isEmpty { return nil }
        self.title = title
    }
}
class AutoDoc: Doc {
    override init() { super.init(); title = "[Untitled]" }
    override init(title: String) {
        super.init()
        self.title = title.isEmpty ? "[Untitled]" : title
    }
}
print(Doc(title: "") == nil, AutoDoc(title: "").title!, AutoDoc(title: "Notes").title!)
class ForcedDoc: Doc {
    override init() { super.init(title: "Fixed")! }
}
print(ForcedDoc().title ?? "none")

struct Grid {
    var width = 2, height = 3
    init() {}
    init(side: Int) { self.init(); width = side; height = side }
}
let g1 = Grid(), g2 = Grid(side: 5)
print(g1.width * g1.height, g2.width * g2.height)

// expect: 0
// expect: base 0
// expect: derived setup sees set-before-super
// expect: derived after super, extra=set-before-super
// expect: 40 4
// expect: alpha none Q. none
// expect: true [Untitled] Notes
// expect: Fixed
// expect: 6 25
