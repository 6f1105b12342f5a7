// Compiler test style: final, static and class methods; extension methods on classes dispatch statically
class Base {
    func dyn() -> String { "Base.dyn" }
    final func fin() -> String { "Base.fin calls \(dyn())" }
    class func cls() -> String { "Base.cls" }
    static func stat() -> String { "Base.stat calls \(cls())" }
}
extension Base {
    func helper() -> String { "Base.helper sees \(dyn())" }
}
class Sub: Base {
    override func dyn() -> String { "Sub.dyn" }
    override class func cls() -> String { "Sub.cls" }
}
class SubSub: Sub {
    override func dyn() -> String { "SubSub.dyn(" + super.dyn() + ")" }
}

let objs: [Base] = [Base(), Sub(), SubSub()]
for o in objs {
    print(o.dyn())
    print(o.fin())
    print(o.helper())
}
print(Base.cls(), Sub.cls(), SubSub.cls())
print(Base.stat())
print(Sub.stat())
let metas: [Base.Type] = [Base.self, Sub.self, SubSub.self]
print(metas.map { $0.cls() })
print(metas.map { $0.stat() })
// expect: Base.dyn
// expect: Base.fin calls Base.dyn
// expect: Base.helper sees Base.dyn
// expect: Sub.dyn
// expect: Base.fin calls Sub.dyn
// expect: Base.helper sees Sub.dyn
// expect: SubSub.dyn(Sub.dyn)
// expect: Base.fin calls SubSub.dyn(Sub.dyn)
// expect: Base.helper sees SubSub.dyn(Sub.dyn)
// expect: Base.cls Sub.cls Sub.cls
// expect: Base.stat calls Base.cls
// expect: Base.stat calls Sub.cls
// expect: ["Base.cls", "Sub.cls", "Sub.cls"]
// expect: ["Base.stat calls Base.cls", "Base.stat calls Sub.cls", "Base.stat calls Sub.cls"]
