// Swift Puzzlers style (type(of:)): static vs dynamic types through existentials, generics, Any and class references
// known-gap: line 4: expected "4: Int Optional<Int> Array<Car> Array<Car>", got "4: Int Optional<Int> Array<SportsCar> Array<SportsCar>"
protocol Vehicle {}
class Car: Vehicle {}
class SportsCar: Car {}
struct Bike: Vehicle {}

func staticName<T>(_ x: T) -> String { "\(T.self)" }
func dynamicName<T>(_ x: T) -> String { "\(type(of: x))" }

// Puzzle: what names are printed?
let car: Car = SportsCar()
let vehicle: Vehicle = Bike()
let anything: Any = SportsCar()

print("1:", type(of: car), staticName(car), dynamicName(car))
print("2:", type(of: vehicle), staticName(vehicle), dynamicName(vehicle))
print("3:", type(of: anything), staticName(anything), dynamicName(anything))
print("4:", staticName(5), staticName(Optional(5)), staticName([car]), dynamicName([car]))

let vehicles: [Vehicle] = [Car(), SportsCar(), Bike()]
print("5:", vehicles.map { "\(type(of: $0))" })
print("6:", type(of: vehicles), Vehicle.self, (any Vehicle).self)

print("7:", car is SportsCar, vehicle is Car, anything is Vehicle, type(of: car) == SportsCar.self, type(of: car) == Car.self)
let metatype: Car.Type = SportsCar.self
print("8:", metatype, metatype == Car.self, metatype is SportsCar.Type)
print("9:", type(of: 1.5), type(of: "s"), type(of: (1, "a")), type(of: { (x: Int) in x }))
print("10:", Int.self, type(of: Int.self), String(describing: [Int: String].self))
func make<T: Car>(_ t: T.Type) -> String { "\(t) / \(T.self)" }
print("11:", make(metatype), make(SportsCar.self))

// expect: 1: SportsCar Car SportsCar
// expect: 2: Bike Vehicle Vehicle
// expect: 3: SportsCar Any Any
// expect: 4: Int Optional<Int> Array<Car> Array<Car>
// expect: 5: ["Car", "SportsCar", "Bike"]
// expect: 6: Array<Vehicle> Vehicle Vehicle
// expect: 7: true false true true false
// expect: 8: SportsCar false true
// expect: 9: Double String (Int, String) (Int) -> Int
// expect: 10: Int Int.Type Dictionary<Int, String>
// expect: 11: SportsCar / Car SportsCar / SportsCar
