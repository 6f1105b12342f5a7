// Compiler test style: protocol conformance inherited by subclasses and dispatch via protocol
protocol Describable {
    func describe() -> String
}
class Base: Describable {
    func describe() -> String { return "Base" }
    func greet() -> String { return "hello from " + describe() }
}
class Mid: Base {
    override func describe() -> String { return "Mid<" + super.describe() + ">" }
}
final class Leaf: Mid {
    override func describe() -> String { return "Leaf<" + super.describe() + ">" }
}

let items: [Describable] = [Base(), Mid(), Leaf()]
for i in items {
    print(i.describe())
}
func show<T: Describable>(_ t: T) -> String { t.describe() }
print(show(Leaf()))
let asBase: Base = Leaf()
print(show(asBase))
print(asBase.greet())
for i in items {
    if let b = i as? Mid { print("is Mid:", b.describe()) }
}
print(items.map { $0 is Leaf })
// expect: Base
// expect: Mid<Base>
// expect: Leaf<Mid<Base>>
// expect: Leaf<Mid<Base>>
// expect: Leaf<Mid<Base>>
// expect: hello from Leaf<Mid<Base>>
// expect: is Mid: Mid<Base>
// expect: is Mid: Leaf<Mid<Base>>
// expect: [false, false, true]
