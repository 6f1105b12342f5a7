// Swift by Sundell style (protocol default implementations and class inheritance): the subclass-override dispatch gotcha
protocol Describable {
    func describe() -> String
}

extension Describable {
    func describe() -> String { "default" }
    func shout() -> String { describe().uppercased() + "!" }
}

class Base: Describable {}

class Derived: Base {
    func describe() -> String { "derived" }
}

class Explicit: Describable {
    func describe() -> String { "explicit base" }
}

class ExplicitChild: Explicit {
    override func describe() -> String { "explicit child" }
}

let d = Derived()
print(d.describe())
print((d as Describable).describe())
print(d.shout())

let e: Describable = ExplicitChild()
print(e.describe(), e.shout())

func viaGeneric<T: Describable>(_ t: T) -> String { t.describe() }
print(viaGeneric(d), viaGeneric(ExplicitChild()))

let items: [Describable] = [Base(), Derived(), Explicit(), ExplicitChild()]
print(items.map { $0.describe() })

// expect: derived
// expect: default
// expect: DEFAULT!
// expect: explicit child EXPLICIT CHILD!
// expect: default explicit child
// expect: ["default", "default", "explicit base", "explicit child"]
