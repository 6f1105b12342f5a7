// Swift book style (class and static members): static stored and computed properties, class vars and override class func across a hierarchy
class Sensor {
    static var created = 0
    static let unit = "raw"
    class var category: String { "generic" }
    class func make(id: Int) -> Sensor {
        created += 1
        return Sensor(id: id)
    }
    static func reset() { created = 0 }
    let id: Int
    required init(id: Int) { self.id = id }
    func reading() -> String { "\(Self.category)#\(id) [\(type(of: self).category)]" }
}

class HeatSensor: Sensor {
    override class var category: String { "heat" }
    override class func make(id: Int) -> Sensor {
        let s = super.make(id: id * 10)
        print("HeatSensor.make wraps id \(s.id)")
        return HeatSensor(id: s.id)
    }
}

class InfraredSensor: HeatSensor {
    override class var category: String { "infrared(" + super.category + ")" }
}

let kinds: [Sensor.Type] = [Sensor.self, HeatSensor.self, InfraredSensor.self]
var sensors: [Sensor] = []
for (i, k) in kinds.enumerated() {
    print(k.category)
    sensors.append(k.make(id: i + 1))
}
for s in sensors {
    print(s.reading())
}
print("created: \(Sensor.created), unit: \(Sensor.unit)")
print(HeatSensor.created, InfraredSensor.unit)
Sensor.reset()
print("after reset: \(HeatSensor.created)")
let ir = InfraredSensor(id: 5)
print(ir.reading())

// expect: generic
// expect: heat
// expect: HeatSensor.make wraps id 20
// expect: infrared(heat)
// expect: HeatSensor.make wraps id 30
// expect: generic#1 [generic]
// expect: heat#20 [heat]
// expect: heat#30 [heat]
// expect: created: 3, unit: raw
// expect: 3 raw
// expect: after reset: 0
// expect: infrared(heat)#5 [infrared(heat)]
