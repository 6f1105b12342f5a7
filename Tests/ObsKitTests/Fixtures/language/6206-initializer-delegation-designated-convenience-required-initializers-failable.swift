// Language Reference style (declarations): initializer delegation, designated/convenience/required initializers, failable init? and init!, deinit
struct Size {
    var w: Int, h: Int
    init(w: Int, h: Int) { self.w = w; self.h = h }
    init(square s: Int) { self.init(w: s, h: s) }
    init?(text: String) {
        let parts = text.split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2 else { return nil }
        self.init(w: parts[0], h: parts[1])
    }
}
print(Size(square: 3), Size(text: "4x5") as Any, Size(text: "bad") as Any)

class Vehicle {
    let wheels: Int
    var name: String
    init(wheels: Int, name: String) { self.wheels = wheels; self.name = name; print("Vehicle designated", name) }
    convenience init(name: String) { self.init(wheels: 4, name: name); print("Vehicle convenience") }
    required init() { wheels = 0; name = "none"; print("Vehicle required") }
    deinit { print("deinit", name) }
}
class Bike: Vehicle {
    var gears: Int
    init(gears: Int) { self.gears = gears; super.init(wheels: 2, name: "bike\(gears)"); print("Bike designated") }
    required init() { gears = 1; super.init(); print("Bike required") }
}
do {
    let v = Vehicle(name: "car")
    print(v.wheels)
}
do {
    let b = Bike(gears: 21)
    print(b.wheels, b.gears)
}
class Car: Vehicle {
    override init(wheels: Int, name: String) { super.init(wheels: wheels, name: name.uppercased()) }
    required init() { super.init(wheels: 4, name: "default car") }
}
do {
    let c = Car(name: "inherited convenience")
    print(c.name, c.wheels)
}
do {
    let k: Vehicle.Type = Bike.self
    let made = k.init()
    print(type(of: made), made.name)
}
class Token {
    let v: Int
    init!(_ s: String) { guard let n = Int(s) else { return nil }; v = n }
    deinit { print("token gone", v) }
}
let t1: Token? = Token("12")
print(t1?.v as Any, Token("zz") == nil)
enum Bit { case zero, one
    init?(_ c: Character) { switch c { case "0": self = .zero; case "1": self = .one; default: return nil } }
}
print(Array("1021").map { Bit($0) as Any })
struct Defaults { var a = 1; var b = "b"; let c = 3.0 }
print(Defaults(), Defaults(a: 5), Defaults(b: "z"))

// expect: Size(w: 3, h: 3) Optional(main.Size(w: 4, h: 5)) nil
// expect: Vehicle designated car
// expect: Vehicle convenience
// expect: 4
// expect: deinit car
// expect: Vehicle designated bike21
// expect: Bike designated
// expect: 2 21
// expect: deinit bike21
// expect: Vehicle designated INHERITED CONVENIENCE
// expect: Vehicle convenience
// expect: INHERITED CONVENIENCE 4
// expect: deinit INHERITED CONVENIENCE
// expect: Vehicle required
// expect: Bike required
// expect: Bike none
// expect: deinit none
// expect: Optional(12) true
// expect: [Optional(main.Bit.one), Optional(main.Bit.zero), nil, Optional(main.Bit.one)]
// expect: Defaults(a: 1, b: "b", c: 3.0) Defaults(a: 5, b: "b", c: 3.0) Defaults(a: 1, b: "z", c: 3.0)
