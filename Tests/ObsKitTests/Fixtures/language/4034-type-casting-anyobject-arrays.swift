// Swift book style: Type Casting: AnyObject arrays, class hierarchies and casting to protocols
protocol Describable {
    var summary: String { get }
}

class Vehicle {
    var wheels: Int
    init(wheels: Int) { self.wheels = wheels }
}

class Bicycle: Vehicle, Describable {
    init() { super.init(wheels: 2) }
    var summary: String { return "bicycle with \(wheels) wheels" }
}

class Truck: Vehicle {
    var load: Int
    init(load: Int) {
        self.load = load
        super.init(wheels: 6)
    }
}

class Tricycle: Bicycle {
    override init() {
        super.init()
        wheels = 3
    }
    override var summary: String { return "tricycle (" + super.summary + ")" }
}

let fleet: [AnyObject] = [Bicycle(), Truck(load: 500), Tricycle(), Truck(load: 1200)]

for object in fleet {
    let vehicle = object as! Vehicle
    print("vehicle has \(vehicle.wheels) wheels")
}

for object in fleet {
    if let d = object as? Describable {
        print("describable: \(d.summary)")
    } else {
        print("not describable")
    }
}

let totalLoad = fleet.compactMap { $0 as? Truck }.reduce(0) { $0 + $1.load }
print("total load: \(totalLoad)")

let bikes = fleet.filter { $0 is Bicycle }
print("bicycles (incl. subclasses): \(bikes.count)")
let trikes = fleet.filter { $0 is Tricycle }
print("tricycles: \(trikes.count)")

let first: AnyObject = fleet[0]
let same: AnyObject = fleet[0]
print("identical: \(first === same)")
print("different: \(fleet[0] === fleet[2])")

func classify(_ v: Vehicle) -> String {
    switch v {
    case let t as Tricycle: return "trike \(t.wheels)"
    case let b as Bicycle: return "bike \(b.wheels)"
    case let t as Truck where t.load > 1000: return "heavy truck"
    case is Truck: return "light truck"
    default: return "unknown"
    }
}
for object in fleet {
    print(classify(object as! Vehicle))
}
// expect: vehicle has 2 wheels
// expect: vehicle has 6 wheels
// expect: vehicle has 3 wheels
// expect: vehicle has 6 wheels
// expect: describable: bicycle with 2 wheels
// expect: not describable
// expect: describable: tricycle (bicycle with 3 wheels)
// expect: not describable
// expect: total load: 1700
// expect: bicycles (incl. subclasses): 2
// expect: tricycles: 1
// expect: identical: true
// expect: different: false
// expect: bike 2
// expect: light truck
// expect: trike 3
// expect: heavy truck
