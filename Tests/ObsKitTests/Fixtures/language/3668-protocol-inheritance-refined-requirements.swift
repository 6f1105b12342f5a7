// Compiler test style: protocol inheritance, refined requirements, and which default implementation wins
protocol Base { func id() -> String }
protocol Refined: Base { func extra() -> String }
extension Base {
    func id() -> String { "Base.default" }
    func who() -> String { "Base.who -> \(id())" }
}
extension Refined {
    func id() -> String { "Refined.default" }
    func who() -> String { "Refined.who -> \(id())" }
    func extra() -> String { "Refined.extra" }
}
struct OnlyBase: Base {}
struct R: Refined {}
struct RCustom: Refined { func id() -> String { "RCustom.id" } }

print(OnlyBase().id(), R().id(), RCustom().id())
print(OnlyBase().who(), R().who())
let b: Base = R()
print(b.id(), b.who())
let rc: Base = RCustom()
print(rc.id(), rc.who())
let rr: any Refined = R()
print(rr.id(), rr.who(), rr.extra())

func viaBase<T: Base>(_ t: T) -> String { t.who() }
func viaRefined<T: Refined>(_ t: T) -> String { t.who() }
print(viaBase(R()), "|", viaRefined(R()))
print(viaBase(RCustom()), "|", viaRefined(RCustom()))
let arr: [Base] = [OnlyBase(), R(), RCustom()]
print(arr.map { $0.id() })
print(arr.map { $0.who() })
print(arr.map { ($0 as? Refined)?.who() ?? "not refined" })
// expect: Base.default Refined.default RCustom.id
// expect: Base.who -> Base.default Refined.who -> Refined.default
// expect: Refined.default Base.who -> Refined.default
// expect: RCustom.id Base.who -> RCustom.id
// expect: Refined.default Refined.who -> Refined.default Refined.extra
// expect: Base.who -> Refined.default | Refined.who -> Refined.default
// expect: Base.who -> RCustom.id | Refined.who -> RCustom.id
// expect: ["Base.default", "Refined.default", "RCustom.id"]
// expect: ["Base.who -> Base.default", "Base.who -> Refined.default", "Base.who -> RCustom.id"]
// expect: ["not refined", "Refined.who -> Refined.default", "Refined.who -> RCustom.id"]
