// cast-any-hierarchy
// known-gap: line 10: expected "9 other Optional<Int>", got "9 other Optional<Any>"
// expected output: swiftc 6.3.1 (Linux), run on this machine
class Vehicle {
    let wheels: Int
    init(wheels: Int) { self.wheels = wheels }
    func describe() -> String { "vehicle with \(wheels) wheels" }
}

class Car: Vehicle {
    let brand: String
    init(brand: String) {
        self.brand = brand
        super.init(wheels: 4)
    }
    override func describe() -> String { "\(brand) car" }
}

final class SportsCar: Car {
    var topSpeed = 300
}

class Bicycle: Vehicle {
    init() { super.init(wheels: 2) }
}

protocol Named { var name: String { get } }
struct Person: Named { let name: String }
extension Car: Named { var name: String { brand } }

let things: [Any] = [42, "hello", 3.5, Car(brand: "Volvo"), SportsCar(brand: "Ferrari"),
                     Bicycle(), Person(name: "Ada"), [1, 2, 3], (1, "x"), Optional<Int>.none as Any]

for (i, thing) in things.enumerated() {
    switch thing {
    case let n as Int: print(i, "Int", n)
    case let s as String: print(i, "String", s)
    case let d as Double: print(i, "Double", d)
    case let sc as SportsCar: print(i, "SportsCar", sc.describe(), sc.topSpeed)
    case let v as Vehicle: print(i, "Vehicle", v.describe())
    case let p as Named: print(i, "Named", p.name)
    case let arr as [Int]: print(i, "[Int] sum", arr.reduce(0, +))
    case let (a, b) as (Int, String): print(i, "tuple", a, b)
    default: print(i, "other", type(of: thing))
    }
}

let vehicles: [Vehicle] = [Car(brand: "Fiat"), Bicycle(), SportsCar(brand: "Lotus"), Vehicle(wheels: 6)]
print(vehicles.filter { $0 is Car }.count)
print(vehicles.filter { $0 is SportsCar }.count)
print(vehicles.compactMap { ($0 as? Named)?.name })
let first = vehicles[0] as! Car
print(first.brand, first.wheels)

let objects: [AnyObject] = vehicles
print(objects.map { $0 is Bicycle })
if let c = objects[2] as? Car { print("objects[2] is a Car:", c.describe()) }
if objects[3] as? Car == nil { print("objects[3] is not a Car") }

let anyCar: Any = SportsCar(brand: "Mini")
print(anyCar is Vehicle, anyCar is Named, anyCar is Bicycle)

let named: Named = Car(brand: "Saab")
if let v = named as? Vehicle { print("named as Vehicle:", v.wheels) }
print(named is SportsCar, named is Car)

let person: Any = Person(name: "Grace")
print(person is Named, person is Vehicle)
let upcast: Vehicle = SportsCar(brand: "Audi")
print(upcast.describe(), type(of: upcast))
func classify(_ v: Vehicle) -> String {
    if v is SportsCar { return "fast" }
    if let car = v as? Car { return "car:" + car.brand }
    return "other:\(v.wheels)"
}
print(vehicles.map(classify))

// expect: 0 Int 42
// expect: 1 String hello
// expect: 2 Double 3.5
// expect: 3 Vehicle Volvo car
// expect: 4 SportsCar Ferrari car 300
// expect: 5 Vehicle vehicle with 2 wheels
// expect: 6 Named Ada
// expect: 7 [Int] sum 6
// expect: 8 tuple 1 x
// expect: 9 other Optional<Int>
// expect: 2
// expect: 1
// expect: ["Fiat", "Lotus"]
// expect: Fiat 4
// expect: [false, true, false, false]
// expect: objects[2] is a Car: Lotus car
// expect: objects[3] is not a Car
// expect: true true false
// expect: named as Vehicle: 4
// expect: false true
// expect: true false
// expect: Audi car SportsCar
// expect: ["car:Fiat", "other:2", "fast", "other:6"]
