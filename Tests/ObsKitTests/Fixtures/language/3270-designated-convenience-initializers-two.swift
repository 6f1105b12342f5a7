// Compiler test style: designated and convenience initializers with two-phase init order prints
class Base {
    var name: String
    init(name: String) {
        print("Base.init(name:) phase 1, name = \(name)")
        self.name = name
        print("Base.init(name:) phase 2")
    }
    convenience init() {
        print("Base.convenience init() start")
        self.init(name: "default")
        print("Base.convenience init() end, name = \(name)")
    }
}

class Derived: Base {
    var level: Int
    init(level: Int) {
        print("Derived.init(level:) setting own property")
        self.level = level
        super.init(name: "derived-\(level)")
        print("Derived.init(level:) after super, name = \(name)")
        self.name += "!"
    }
    convenience init() {
        print("Derived.convenience init() start")
        self.init(level: 7)
        print("Derived.convenience init() end")
    }
}

let a = Base()
print("a.name = \(a.name)")
let b = Derived()
print("b.name = \(b.name), level = \(b.level)")
let c = Derived(level: 3)
print("c.name = \(c.name), level = \(c.level)")
// expect: Base.convenience init() start
// expect: Base.init(name:) phase 1, name = default
// expect: Base.init(name:) phase 2
// expect: Base.convenience init() end, name = default
// expect: a.name = default
// expect: Derived.convenience init() start
// expect: Derived.init(level:) setting own property
// expect: Base.init(name:) phase 1, name = derived-7
// expect: Base.init(name:) phase 2
// expect: Derived.init(level:) after super, name = derived-7
// expect: Derived.convenience init() end
// expect: b.name = derived-7!, level = 7
// expect: Derived.init(level:) setting own property
// expect: Base.init(name:) phase 1, name = derived-3
// expect: Base.init(name:) phase 2
// expect: Derived.init(level:) after super, name = derived-3
// expect: c.name = derived-3!, level = 3
