// Swift book style (AnyObject and type checks): mixing class instances in [AnyObject], type(of:) comparisons and metatype identity
class Vehicle {
    var speed = 0
    func describe() -> String { "Vehicle at \(speed)" }
}
class Bicycle: Vehicle {
    var hasBasket = false
    override func describe() -> String { "Bicycle" + (hasBasket ? " with basket" : "") }
}
class Tandem: Bicycle {
    var riders = 2
    override func describe() -> String { super.describe() + " for \(riders)" }
}
class Label {
    let text: String
    init(_ text: String) { self.text = text }
}

let bike = Bicycle()
bike.hasBasket = true
let tandem = Tandem()
tandem.speed = 12
let objects: [AnyObject] = [Vehicle(), bike, tandem, Label("sign")]
for o in objects {
    switch o {
    case let t as Tandem:
        print("tandem:", t.describe(), t.speed)
    case let v as Vehicle:
        print("vehicle:", v.describe())
    case let l as Label:
        print("label:", l.text)
    default:
        print("unknown")
    }
}
print(objects.map { "\(type(of: $0))" })
print(type(of: tandem) == Tandem.self, type(of: bike) == Vehicle.self)
print(tandem is Bicycle, (tandem as Vehicle) is Tandem)
let vehicleTypes: [Vehicle.Type] = [Vehicle.self, Bicycle.self, Tandem.self]
for t in vehicleTypes {
    print(t, t == Bicycle.self, t is Bicycle.Type)
}
let maybe: AnyObject? = objects.last
if let l = maybe as? Label { print("last is a label:", l.text) }
print(objects.contains { $0 === bike }, objects.firstIndex { $0 === tandem } ?? -1)

// expect: vehicle: Vehicle at 0
// expect: vehicle: Bicycle with basket
// expect: tandem: Bicycle for 2 12
// expect: label: sign
// expect: ["Vehicle", "Bicycle", "Tandem", "Label"]
// expect: true false
// expect: true true
// expect: Vehicle false false
// expect: Bicycle true true
// expect: Tandem false true
// expect: last is a label: sign
// expect: true 2
