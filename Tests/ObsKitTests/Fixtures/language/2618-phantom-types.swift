// Compiler test style: phantom type parameters, uninhabited tag enums, and constrained extensions keyed on the phantom
enum Meters {}
enum Feet {}
protocol UnitTag { static var symbol: String { get } }
extension Meters: UnitTag { static var symbol: String { "m" } }
extension Feet: UnitTag { static var symbol: String { "ft" } }

struct Length<Unit: UnitTag>: CustomStringConvertible, Equatable {
    var value: Int
    static func + (a: Self, b: Self) -> Self { Self(value: a.value + b.value) }
    var description: String { "\(value)\(Unit.symbol)" }
}
extension Length where Unit == Feet {
    func toMeters() -> Length<Meters> { Length<Meters>(value: value * 3048 / 10000) }
}
extension Length where Unit == Meters {
    var isLong: Bool { value > 100 }
}

struct ID<Owner>: Hashable { let raw: Int }
struct User {}
struct Order {}

let a = Length<Meters>(value: 40)
let b = Length<Meters>(value: 70)
let f = Length<Feet>(value: 1000)
print(a + b, (a + b).isLong)
print(f, f.toMeters(), f.toMeters().isLong)
print(f.toMeters() + a)
print(type(of: f.toMeters()))
print(a == Length(value: 40))
let uid = ID<User>(raw: 1)
let oid = ID<Order>(raw: 1)
print(uid, oid)
var seen: Set<ID<User>> = [uid, ID(raw: 2), ID(raw: 1)]
seen.insert(ID(raw: 3))
print(seen.count)
print(String(describing: type(of: seen)))
// expect: 110m true
// expect: 1000ft 304m true
// expect: 344m
// expect: Length<Meters>
// expect: true
// expect: ID<User>(raw: 1) ID<Order>(raw: 1)
// expect: 3
// expect: Set<ID<User>>
