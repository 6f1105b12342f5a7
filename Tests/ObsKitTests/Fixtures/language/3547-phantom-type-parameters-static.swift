// Compiler test style: phantom type parameters and static properties selected through the type parameter
protocol UnitKind { static var symbol: String { get }; static var toBase: Double { get } }
enum Meters: UnitKind { static let symbol = "m"; static let toBase = 1.0 }
enum Kilometers: UnitKind { static let symbol = "km"; static let toBase = 1000.0 }
enum Feet: UnitKind { static let symbol = "ft"; static let toBase = 0.25 }

struct Length<U: UnitKind>: CustomStringConvertible, Comparable {
    var value: Double
    var description: String { "\(value)\(U.symbol)" }
    func converted<V: UnitKind>(to: V.Type) -> Length<V> { Length<V>(value: value * U.toBase / V.toBase) }
    static func + (a: Self, b: Self) -> Self { Self(value: a.value + b.value) }
    static func < (a: Self, b: Self) -> Bool { a.value < b.value }
}
let d1 = Length<Kilometers>(value: 2)
let d2 = d1.converted(to: Meters.self)
print(d1, d2, d2.converted(to: Feet.self))
print(d1 + Length(value: 0.5))
print([Length<Feet>(value: 3), Length(value: 1), Length(value: 2)].sorted())
print(type(of: d2), Length<Feet>.self)
print(max(Length<Meters>(value: 5), Length(value: 7)))

struct ID<Tag>: Hashable, CustomStringConvertible {
    let raw: Int
    var description: String { "\(Tag.self)#\(raw)" }
}
struct User { let id: ID<User> }
struct Order { let id: ID<Order>; let owner: ID<User> }
let u = User(id: ID(raw: 1))
let o = Order(id: ID(raw: 1), owner: u.id)
print(u.id, o.id, o.owner == u.id)
print(Set([ID<User>(raw: 2), ID(raw: 2), ID(raw: 3)]).map(\.raw).sorted())

enum Locked {}; enum Unlocked {}
struct Door<State> {
    let name: String
    func describe() -> String { "\(name) is \(State.self)" }
}
extension Door where State == Locked { func unlock() -> Door<Unlocked> { Door<Unlocked>(name: name) } }
extension Door where State == Unlocked {
    func lock() -> Door<Locked> { Door<Locked>(name: name) }
    func open() -> String { "\(name) opened" }
}
let door = Door<Locked>(name: "front")
print(door.describe())
let un = door.unlock()
print(un.describe(), un.open())
print(un.lock().describe(), type(of: un.lock()))
func units<each U: UnitKind>(_ ts: repeat (each U).Type) -> [String] {
    var out: [String] = []
    for t in repeat each ts { out.append(t.symbol) }
    return out
}
print(units(Meters.self, Feet.self, Kilometers.self))
// expect: 2.0km 2000.0m 8000.0ft
// expect: 2.5km
// expect: [1.0ft, 2.0ft, 3.0ft]
// expect: Length<Meters> Length<Feet>
// expect: 7.0m
// expect: User#1 Order#1 true
// expect: [2, 3]
// expect: front is Locked
// expect: front is Unlocked front opened
// expect: front is Locked Door<Locked>
// expect: ["m", "ft", "km"]
