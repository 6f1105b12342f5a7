// Swift book style (initializer inheritance): a subclass that gives defaults to its new properties inherits every designated and convenience init
class Vehicle {
    var wheels: Int
    var label: String
    init(wheels: Int, label: String) {
        self.wheels = wheels
        self.label = label
    }
    init(label: String) {
        self.wheels = 4
        self.label = label
    }
    convenience init() {
        self.init(label: "generic")
    }
    var info: String { "\(label) on \(wheels) wheels" }
}

class Truck: Vehicle {
    var payload = 1000
    var hasTrailer = false
    override var info: String {
        super.info + ", payload \(payload)" + (hasTrailer ? " + trailer" : "")
    }
}

class RoadTrain: Truck {
    var trailers: Int = 3
    override var info: String { super.info + ", \(trailers) trailers" }
}

let a = Truck()
let b = Truck(label: "dump")
let c = Truck(wheels: 18, label: "semi")
c.hasTrailer = true
c.payload = 24000
for t in [a, b, c] {
    print(t.info)
}
let r = RoadTrain(wheels: 62, label: "outback")
r.trailers = 4
print(r.info)
let v: Vehicle = RoadTrain()
print(v.info)
print(v is Truck, v is RoadTrain, type(of: v))

// expect: generic on 4 wheels, payload 1000
// expect: dump on 4 wheels, payload 1000
// expect: semi on 18 wheels, payload 24000 + trailer
// expect: outback on 62 wheels, payload 1000, 4 trailers
// expect: generic on 4 wheels, payload 1000, 3 trailers
// expect: true true RoadTrain
