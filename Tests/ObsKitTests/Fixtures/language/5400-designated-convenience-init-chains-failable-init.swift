// swift/test/Interpreter style (init): designated/convenience init chains, failable init? in class hierarchy, init! and deinit order of subclass then superclass
class Vehicle {
    let wheels: Int
    var name: String
    init(wheels: Int, name: String) {
        self.wheels = wheels
        self.name = name
        print("Vehicle.init \(name)")
    }
    convenience init(name: String) {
        self.init(wheels: 4, name: name)
        print("Vehicle.convenience \(name)")
    }
    init?(code: String) {
        guard let n = Int(code), n > 0 else {
            print("bad code \(code)")
            return nil
        }
        wheels = n
        name = "code-\(code)"
    }
    deinit { print("Vehicle.deinit \(name)") }
}

class Bike: Vehicle {
    var bell: Bool
    init(bell: Bool) {
        self.bell = bell
        super.init(wheels: 2, name: "bike")
        name += bell ? "+bell" : ""
        print("Bike.init")
    }
    override init?(code: String) {
        bell = false
        super.init(code: code)
        guard wheels == 2 else { return nil }
        print("Bike.init? ok")
    }
    deinit { print("Bike.deinit \(name)") }
}

struct Version {
    let major: Int, minor: Int
    init!(_ s: String) {
        let parts = s.split(separator: ".").compactMap { Int($0) }
        guard parts.count == 2 else { return nil }
        major = parts[0]; minor = parts[1]
    }
}

do { let v = Vehicle(name: "car"); print(v.wheels) }
print("--")
do { let b = Bike(bell: true); print(b.name, b.wheels) }
print("--")
print(Vehicle(code: "x") == nil)
print(Bike(code: "3") == nil)
if let b = Bike(code: "2") { print("got \(b.name)") }
print("--")
let v: Version? = Version("5.9")
print(v!.major, v!.minor)
print(Version("oops") == nil)

// expect: Vehicle.init car
// expect: Vehicle.convenience car
// expect: 4
// expect: Vehicle.deinit car
// expect: --
// expect: Vehicle.init bike
// expect: Bike.init
// expect: bike+bell 2
// expect: Bike.deinit bike+bell
// expect: Vehicle.deinit bike+bell
// expect: --
// expect: bad code x
// expect: true
// expect: Bike.deinit code-3
// expect: Vehicle.deinit code-3
// expect: true
// expect: Bike.init? ok
// expect: got code-2
// expect: Bike.deinit code-2
// expect: Vehicle.deinit code-2
// expect: --
// expect: 5 9
// expect: true
