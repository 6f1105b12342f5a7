// Compiler test style: extension-only computed properties and static members are not dynamically dispatched
protocol Vehicle {
    var wheels: Int { get }
}
extension Vehicle {
    var wheels: Int { 4 }
    var kind: String { "vehicle with \(wheels) wheels" }
    static var category: String { "generic vehicle" }
}
struct Bike: Vehicle {
    var wheels: Int { 2 }
    var kind: String { "bike" }
    static var category: String { "two-wheeler" }
}
struct Car: Vehicle {}
let b = Bike()
let v: any Vehicle = b
print(b.kind, "|", v.kind)
print(b.wheels, v.wheels)
print(Bike.category, Car.category)
func cat<V: Vehicle>(_: V) -> String { V.category }
print(cat(b), cat(Car()))
func kinds<V: Vehicle>(_ v: V) -> String { v.kind }
print(kinds(b), "|", kinds(Car()))
let metas: [any Vehicle.Type] = [Bike.self, Car.self]
print(metas.map { "\($0)" })
// expect: bike | vehicle with 2 wheels
// expect: 2 2
// expect: two-wheeler generic vehicle
// expect: generic vehicle generic vehicle
// expect: vehicle with 2 wheels | vehicle with 4 wheels
// expect: ["Bike", "Car"]
