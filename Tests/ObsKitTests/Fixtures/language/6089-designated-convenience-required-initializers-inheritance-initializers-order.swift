// Compiler test style (class initializers): designated, convenience and required initializers, inheritance of initializers and the order they run in
class Vehicle {
    var wheels: Int
    var name: String
    init(wheels: Int, name: String) {
        self.wheels = wheels; self.name = name
        print("Vehicle.init(wheels:name:)", wheels, name)
    }
    convenience init(name: String) {
        print("Vehicle.init(name:)")
        self.init(wheels: 4, name: name)
    }
    convenience init() {
        print("Vehicle.init()")
        self.init(name: "default")
    }
    required init(copying other: Vehicle) {
        wheels = other.wheels; name = other.name + "'"
        print("Vehicle.init(copying:)")
    }
}

class Bike: Vehicle {
    var bell = true
    override init(wheels: Int, name: String) {
        print("Bike.init(wheels:name:) before super")
        super.init(wheels: 2, name: name)
        print("Bike.init(wheels:name:) after super", self.wheels)
    }
    required init(copying other: Vehicle) {
        bell = false
        super.init(copying: other)
        print("Bike.init(copying:)", bell)
    }
}

class Tandem: Bike {
    let seats = 2
}

let a = Vehicle()
print(a.name, a.wheels)
print("--")
let b = Bike(name: "bmx")
print(b.name, b.wheels, b.bell)
print("--")
let c = Tandem()
print(c.name, c.wheels, c.seats)
print("--")
let d = Tandem(copying: b)
print(d.name, d.bell, type(of: d))
print("--")
func clone<V: Vehicle>(_ v: V) -> V { type(of: v).init(copying: v) }
let e: Vehicle = clone(c as Vehicle)
print(type(of: e), e.name)

// expect: Vehicle.init()
// expect: Vehicle.init(name:)
// expect: Vehicle.init(wheels:name:) 4 default
// expect: default 4
// expect: --
// expect: Vehicle.init(name:)
// expect: Bike.init(wheels:name:) before super
// expect: Vehicle.init(wheels:name:) 2 bmx
// expect: Bike.init(wheels:name:) after super 2
// expect: bmx 2 true
// expect: --
// expect: Vehicle.init()
// expect: Vehicle.init(name:)
// expect: Bike.init(wheels:name:) before super
// expect: Vehicle.init(wheels:name:) 2 default
// expect: Bike.init(wheels:name:) after super 2
// expect: default 2 2
// expect: --
// expect: Vehicle.init(copying:)
// expect: Bike.init(copying:) false
// expect: bmx' false Tandem
// expect: --
// expect: Vehicle.init(copying:)
// expect: Bike.init(copying:) false
// expect: Tandem default'
