// Writes through key paths with `!`, subscripts, `\.self`, tuple elements and appended paths; a class
// instance held in a `let` changes through its reference; and each key path's class (KeyPath,
// WritableKeyPath, ReferenceWritableKeyPath) with its root and value types, for `type(of:)` and casts.
// Expected output: swiftc 6.3.1 (Linux), run on this machine.
struct Engine { var power = 100; let serial = "E1" }
struct Car { var name: String; var engine: Engine?; var parts: [String]; var specs: [String: Int]
    var label: String { name.uppercased() }
    var nick: String { get { name } set { name = newValue } } }
final class Garage { var car: Car; let address = "Main St"; var count = 0
    init(car: Car) { self.car = car } }

var car = Car(name: "vw", engine: Engine(), parts: ["a", "b"], specs: ["doors": 4])
car[keyPath: \.engine!.power] = 150
car[keyPath: \Car.parts[1]] = "B"
car[keyPath: \.specs["doors"]] = 5
car[keyPath: \.specs["seats"]] = 2
car[keyPath: \.nick] = "golf"
print(car.engine!.power, car.parts, car.specs.sorted { $0.key < $1.key }, car.name)

let enginePath = \Car.engine
let powerPath = enginePath.appending(path: \.!.power)
car[keyPath: powerPath] += 1
print(car[keyPath: powerPath], car[keyPath: \.engine?.power] as Any)

var number = 1
number[keyPath: \.self] = 9
var pair = (left: 1, right: "r")
pair[keyPath: \.left] += 4
pair[keyPath: \.1] = "R"
print(number, pair)

final class Holder {
    let garage: Garage
    init(_ g: Garage) { garage = g }
    func bump(_ path: ReferenceWritableKeyPath<Garage, Int>) { garage[keyPath: path] += 1 }
}
let holder = Holder(Garage(car: car))
holder.bump(\.count)
holder.bump(\.count)
holder.garage[keyPath: \.car.name] = "polo"
print(holder.garage.count, holder.garage.car.name)

print(type(of: \Car.name), type(of: \Car.label), type(of: \Car.nick))
print(type(of: \Car.engine), type(of: \Car.engine?.power), type(of: \Car.engine!.serial))
print(type(of: \Garage.count), type(of: \Garage.address), type(of: \Garage.car.parts))

let paths: [AnyKeyPath] = [\Car.name, \Car.label, \Garage.count, \Garage.address]
print(paths.map { $0 is WritableKeyPath<Car, String> }, paths.map { $0 is KeyPath<Car, String> })
print(paths.map { $0 is ReferenceWritableKeyPath<Garage, Int> }, paths.map { $0 is PartialKeyPath<Garage> })

// expect: 150 ["a", "B"] [(key: "doors", value: 5), (key: "seats", value: 2)] golf
// expect: 151 Optional(151)
// expect: 9 (left: 5, right: "R")
// expect: 2 polo
// expect: WritableKeyPath<Car, String> KeyPath<Car, String> WritableKeyPath<Car, String>
// expect: WritableKeyPath<Car, Optional<Engine>> KeyPath<Car, Optional<Int>> KeyPath<Car, String>
// expect: ReferenceWritableKeyPath<Garage, Int> KeyPath<Garage, String> ReferenceWritableKeyPath<Garage, Array<String>>
// expect: [true, false, false, false] [true, true, false, false]
// expect: [false, false, true, false] [false, false, true, true]
