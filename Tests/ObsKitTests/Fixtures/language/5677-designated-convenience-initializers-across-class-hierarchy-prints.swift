// Swift compiler execution test style (initializer chains): designated and convenience initializers across a class hierarchy, with prints showing the order of delegation and property setup
class Vehicle {
    let wheels: Int
    var name: String
    init(wheels: Int, name: String) {
        print("Vehicle.init designated", wheels, name)
        self.wheels = wheels
        self.name = name
    }
    convenience init(name: String) {
        print("Vehicle.init convenience", name)
        self.init(wheels: 4, name: name)
    }
    convenience init() {
        print("Vehicle.init()")
        self.init(name: "generic")
    }
}
class Truck: Vehicle {
    var load: Int
    init(load: Int) {
        print("Truck.init(load:) phase 1")
        self.load = load
        super.init(wheels: 6, name: "truck")
        print("Truck.init(load:) phase 2, name =", name)
        name += "+\(load)"
    }
    override init(wheels: Int, name: String) {
        print("Truck override designated")
        self.load = 0
        super.init(wheels: wheels, name: name)
    }
    convenience init(heavy: Bool) {
        self.init(load: heavy ? 10 : 1)
        print("Truck convenience done")
    }
}

let v = Vehicle()
print(v.wheels, v.name)
print("--")
let t1 = Truck(load: 3)
print(t1.wheels, t1.name, t1.load)
print("--")
let t2 = Truck(name: "inherited")
print(t2.wheels, t2.name, t2.load)
print("--")
let t3 = Truck(heavy: true)
print(t3.name)
print("--")
let t4 = Truck()
print(t4.name, t4.wheels)

struct Size {
    var w = 1, h = 1
    init() { print("Size()") }
    init(square: Int) { self.init(); w = square; h = square; print("square", square) }
    init(w: Int, h: Int) { self.w = w; self.h = h }
}
let s = Size(square: 5)
print(s.w * s.h, Size(w: 2, h: 3).w)

// expect: Vehicle.init()
// expect: Vehicle.init convenience generic
// expect: Vehicle.init designated 4 generic
// expect: 4 generic
// expect: --
// expect: Truck.init(load:) phase 1
// expect: Vehicle.init designated 6 truck
// expect: Truck.init(load:) phase 2, name = truck
// expect: 6 truck+3 3
// expect: --
// expect: Vehicle.init convenience inherited
// expect: Truck override designated
// expect: Vehicle.init designated 4 inherited
// expect: 4 inherited 0
// expect: --
// expect: Truck.init(load:) phase 1
// expect: Vehicle.init designated 6 truck
// expect: Truck.init(load:) phase 2, name = truck
// expect: Truck convenience done
// expect: truck+10
// expect: --
// expect: Vehicle.init()
// expect: Vehicle.init convenience generic
// expect: Truck override designated
// expect: Vehicle.init designated 4 generic
// expect: generic 4
// expect: Size()
// expect: square 5
// expect: 25 2
