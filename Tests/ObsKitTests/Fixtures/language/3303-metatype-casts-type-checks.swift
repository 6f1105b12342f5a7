// Compiler test style: metatype casts and type checks across class hierarchy
class Base { class func tag() -> String { "Base" }; required init() {} }
class Mid: Base { override class func tag() -> String { "Mid" } }
class Leaf: Mid { override class func tag() -> String { "Leaf" } }
protocol Marker {}
extension Leaf: Marker {}

let metas: [Base.Type] = [Base.self, Mid.self, Leaf.self]
for m in metas {
    print(m.tag(), m is Mid.Type, m is Leaf.Type, (m as? Mid.Type)?.tag() ?? "nil")
}
func isSub<T>(_ t: T.Type) -> Bool { t is Base.Type }
print(isSub(Leaf.self), isSub(Int.self), isSub(String.self))
let instances = metas.map { $0.init() }
for i in instances {
    print(type(of: i).tag(), i is Marker)
}
let anyType: Any.Type = Leaf.self
if let bt = anyType as? Base.Type {
    print("castable", bt.tag())
}
print(Leaf.self == Mid.self, ObjectIdentifier(Leaf.self) == ObjectIdentifier(Leaf.self))
// expect: Base false false nil
// expect: Mid true false Mid
// expect: Leaf true true Leaf
// expect: true false false
// expect: Base false
// expect: Mid false
// expect: Leaf true
// expect: castable Leaf
// expect: false true
