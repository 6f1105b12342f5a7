// Compiler test style: generic functions called with values whose static type is a superclass or protocol
// known-gap: line 10: expected '["Base", "Base"]', got '["Base", "Derived"]'
protocol Describable { var text: String { get } }
class Base: Describable {
    var text: String { "base" }
}
class Derived: Base {
    override var text: String { "derived" }
}

func staticName<T>(_ x: T) -> String { "\(T.self)" }
func dynamicName<T>(_ x: T) -> String { "\(type(of: x))" }
func both<T: Describable>(_ x: T) -> String { "\(T.self)/\(type(of: x))/\(x.text)" }

let b: Base = Derived()
let d = Derived()
let p: Describable = Derived()
let ap: any Describable = Base()

print(staticName(b), dynamicName(b))
print(staticName(d), dynamicName(d))
print(staticName(p), dynamicName(p))
print(staticName(ap), dynamicName(ap))
print(both(b))
print(both(d))
print(both(p))

let arr: [Base] = [Base(), Derived()]
print(staticName(arr), dynamicName(arr))
print(arr.map { dynamicName($0) })
print(arr.map(staticName))

let anyVal: Any = Derived()
print(staticName(anyVal), dynamicName(anyVal))
let opt: Base? = Derived()
print(staticName(opt), dynamicName(opt))
// expect: Base Derived
// expect: Derived Derived
// expect: Describable Describable
// expect: Describable Describable
// expect: Base/Derived/derived
// expect: Derived/Derived/derived
// expect: Derived/Derived/derived
// expect: Array<Base> Array<Base>
// expect: ["Base", "Derived"]
// expect: ["Base", "Base"]
// expect: Any Any
// expect: Optional<Base> Optional<Base>
