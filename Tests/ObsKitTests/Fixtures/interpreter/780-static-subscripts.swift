// Static and class subscripts: on an enum (by raw value), on a struct with a setter, and a class subscript
// that subclasses inherit through their metatype. Expected output from swiftc 6.3.1 on Linux.
enum Planet: Int {
    case mercury = 1, venus, earth, mars
    static subscript(n: Int) -> Planet? { Planet(rawValue: n) }
}
struct Registry {
    private static var names: [Int: String] = [:]
    static subscript(id: Int) -> String {
        get { names[id] ?? "unknown" }
        set { names[id] = newValue }
    }
}
class Unit {
    class var factor: Double { 1 }
    class subscript(amount: Double) -> Double { amount * factor }
}
final class Kilo: Unit { override class var factor: Double { 1000 } }
print(Planet[3] as Any, Planet[9] as Any)
Registry[7] = "seven"
print(Registry[7], Registry[8])
let units: [Unit.Type] = [Unit.self, Kilo.self]
print(units.map { $0[2.5] })

// expect: Optional(main.Planet.earth) nil
// expect: seven unknown
// expect: [2.5, 2500.0]
