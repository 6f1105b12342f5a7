// Compiler test style: protocol inheritance, refined defaults and which witness is chosen
protocol Base {
  func id() -> String
  func hello() -> String
}
extension Base {
  func id() -> String { "Base.id" }
  func hello() -> String { "hello from \(id())" }
}

protocol Refined: Base {
  func extra() -> String
}
extension Refined {
  func id() -> String { "Refined.id" }
  func extra() -> String { "Refined.extra" }
}

protocol MoreRefined: Refined {}
extension MoreRefined {
  func id() -> String { "MoreRefined.id" }
}

struct A: Base {}
struct B: Refined {}
struct C: MoreRefined {}
struct D: MoreRefined { func id() -> String { "D.id" } }

func viaBase<T: Base>(_ t: T) -> String { t.id() + " / " + t.hello() }
func viaRefined<T: Refined>(_ t: T) -> String { t.id() + " / " + t.extra() }

print(viaBase(A()))
print(viaBase(B()))
print(viaBase(C()))
print(viaBase(D()))
print(viaRefined(B()))
print(viaRefined(C()))
print(viaRefined(D()))
print(A().id(), B().id(), C().id(), D().id())

let bases: [any Base] = [A(), B(), C(), D()]
print(bases.map { $0.hello() })

protocol Speaker { func speak() -> String }
extension Speaker { func speak() -> String { "..." } }
protocol LoudSpeaker: Speaker {}
extension LoudSpeaker { func speak() -> String { "LOUD" } }
extension Speaker where Self: Equatable { func speak() -> String { "equatable speaker" } }

struct Quiet: Speaker {}
struct Loud: LoudSpeaker {}
struct EqS: Speaker, Equatable {}

func talk<T: Speaker>(_ s: T) -> String { s.speak() }
print(talk(Quiet()), talk(Loud()), talk(EqS()))
print(Quiet().speak(), Loud().speak(), EqS().speak())

class Vehicle: Speaker {}
class Car: Vehicle { func speak() -> String { "vroom" } }
print(talk(Car()), Car().speak(), (Car() as Vehicle).speak())

class Boat: Speaker { func speak() -> String { "toot" } }
class Yacht: Boat { override func speak() -> String { "fancy toot" } }
print(talk(Yacht()), (Yacht() as Boat).speak(), (Yacht() as any Speaker).speak())

protocol Counted { static var count: Int { get } }
extension Counted { static var count: Int { 1 } }
protocol DoubleCounted: Counted {}
extension DoubleCounted { static var count: Int { 2 } }
struct One: Counted {}
struct Two: DoubleCounted {}
struct Three: DoubleCounted { static var count: Int { 3 } }
func countOf<T: Counted>(_: T.Type) -> Int { T.count }
print(countOf(One.self), countOf(Two.self), countOf(Three.self))
let metas: [any Counted.Type] = [One.self, Two.self, Three.self]
print(metas.map { $0.count })

// expect: Base.id / hello from Base.id
// expect: Refined.id / hello from Refined.id
// expect: MoreRefined.id / hello from MoreRefined.id
// expect: D.id / hello from D.id
// expect: Refined.id / Refined.extra
// expect: MoreRefined.id / Refined.extra
// expect: D.id / Refined.extra
// expect: Base.id Refined.id MoreRefined.id D.id
// expect: ["hello from Base.id", "hello from Refined.id", "hello from MoreRefined.id", "hello from D.id"]
// expect: ... LOUD equatable speaker
// expect: ... LOUD equatable speaker
// expect: ... vroom ...
// expect: fancy toot fancy toot fancy toot
// expect: 1 2 3
// expect: [1, 2, 3]
