// Inheritance: base classes, subclassing, overriding methods and properties, super, final
// expected output: swiftc 6.3.1 (Linux), run on this machine
// Water pumps for ponds and gardens.
class WaterPump {
    var flowRate = 0.0
    var description: String { "pumping \(flowRate) litres a minute" }
    func hum() { print("(silence)") }
}
class FountainPump: WaterPump {
    var hasNozzle = false
}
class TieredFountainPump: FountainPump {
    var tiers = 0
}
let tiered = TieredFountainPump()
tiered.hasNozzle = true
tiered.tiers = 3
tiered.flowRate = 12.0
print("Tiered: \(tiered.description)")

class SumpPump: WaterPump {
    override func hum() { print("Glug glug") }
}
SumpPump().hum()
WaterPump().hum()

class GardenPump: WaterPump {
    var setting = 1
    override var description: String { super.description + " on setting \(setting)" }
}
let garden = GardenPump()
garden.flowRate = 18.0
garden.setting = 2
print("Garden: \(garden.description)")

class SmartGardenPump: GardenPump {
    override var flowRate: Double {
        didSet { setting = Int(flowRate / 5.0) + 1 }
    }
}
let smart = SmartGardenPump()
smart.flowRate = 27.0
print("Smart: \(smart.description)")

class Shape {
    func area() -> Double { 0 }
    final func report() -> String { "\(name()) with area \(area())" }
    func name() -> String { "shape" }
}
final class Square: Shape {
    let side: Double
    init(side: Double) { self.side = side }
    override func area() -> Double { side * side }
    override func name() -> String { "square" }
}
class Circle: Shape {
    let r: Double
    init(r: Double) { self.r = r }
    override func area() -> Double { 3 * r * r }
    override func name() -> String { "circle(" + super.name() + ")" }
}
let shapes: [Shape] = [Square(side: 2), Circle(r: 1), Shape()]
for s in shapes { print(s.report()) }
let pumps: [WaterPump] = [tiered, garden, smart]
print(pumps.map { $0.flowRate })
// expect: Tiered: pumping 12.0 litres a minute
// expect: Glug glug
// expect: (silence)
// expect: Garden: pumping 18.0 litres a minute on setting 2
// expect: Smart: pumping 27.0 litres a minute on setting 6
// expect: square with area 4.0
// expect: circle(shape) with area 3.0
// expect: shape with area 0.0
// expect: [12.0, 18.0, 27.0]
