// Compiler test style (metatype casts): T.Type, any P.Type, class metatypes up- and down-cast, static requirements through metatypes
protocol Kind { static var label: String { get } ; init() }
class Base: Kind { class var label: String { "Base" }; required init() {} }
class Middle: Base { override class var label: String { "Middle" } }
final class Leaf: Middle { override class var label: String { "Leaf" } }
struct Plain: Kind { static var label: String { "Plain" } }

let types: [any Kind.Type] = [Base.self, Middle.self, Leaf.self, Plain.self]
for t in types {
    let isBase = t is Base.Type
    let asMiddle = t as? Middle.Type
    print(t.label, isBase, asMiddle.map { $0.label } ?? "-", t.init() is Middle)
}

func make<T: Kind>(_ t: T.Type) -> T { t.init() }
print(type(of: make(Leaf.self)), Leaf.label)

let up: Base.Type = Leaf.self
print(up.label, up == Leaf.self, up == Middle.self)
if let down = up as? Middle.Type { print("down to", down.label) }
print(up is Leaf.Type, up is Plain.Type)

func metaName<T>(_ t: T.Type) -> String {
    if let k = t as? any Kind.Type { return "Kind:" + k.label }
    if t is any Numeric.Type { return "Numeric:\(t)" }
    return "other:\(t)"
}
print(metaName(Int.self))
print(metaName(Plain.self))
print(metaName(Middle.self))
print(metaName(String.self))
print(metaName(Double.self))

let anyType: Any.Type = Leaf.self
print(anyType is AnyObject.Type, (Plain.self as Any.Type) is AnyObject.Type)
print(anyType as? Base.Type != nil, anyType as? any Kind.Type != nil)

let instances: [Base] = [Base(), Middle(), Leaf()]
print(instances.map { String(describing: type(of: $0)) })
print(instances.map { type(of: $0).label })
print(instances.filter { type(of: $0) is Middle.Type }.count)

// expect: Base true - false
// expect: Middle true Middle true
// expect: Leaf true Leaf true
// expect: Plain false - false
// expect: Leaf Leaf
// expect: Leaf true false
// expect: down to Leaf
// expect: true false
// expect: Numeric:Int
// expect: Kind:Plain
// expect: Kind:Middle
// expect: other:String
// expect: Numeric:Double
// expect: true false
// expect: true true
// expect: ["Base", "Middle", "Leaf"]
// expect: ["Base", "Middle", "Leaf"]
// expect: 2
