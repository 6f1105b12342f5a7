// init-two-phase
// expected output: swiftc 6.3.1 (Linux), run on this machine
class Cart {
    let wheels: Int
    var name: String
    var summary: String { "\(name) with \(wheels) wheels" }

    init(wheels: Int, name: String) {
        self.wheels = wheels
        self.name = name
        print("Cart.init(\(wheels), \(name))")
    }

    convenience init() {
        self.init(wheels: 4, name: "car")
        print("Cart.convenience")
    }

    required init?(code: String) {
        guard let n = Int(code.prefix(1)) else { return nil }
        wheels = n
        name = String(code.dropFirst())
        print("Cart.failable ok")
    }
}

class Scooter: Cart {
    var gears: Int

    init(gears: Int) {
        self.gears = gears
        super.init(wheels: 2, name: "bike")
        name += "(\(self.gears))"
        print("Scooter.init")
    }

    required init?(code: String) {
        gears = 1
        super.init(code: code)
        if wheels != 2 { return nil }
    }

    override var summary: String { super.summary + ", \(gears) gears" }
}
let v = Cart()
print(v.summary)
let b = Scooter(gears: 21)
print(b.summary)
let ok = Cart(code: "3trike")
print(ok?.summary ?? "nil")
print(Cart(code: "x") == nil)
let bad = Scooter(code: "4bike")
print(bad == nil)
let good = Scooter(code: "2fixie")
print(good?.summary ?? "nil")
func build<T: Cart>(_ type: T.Type, _ code: String) -> T? {
    type.init(code: code)
}
print(build(Scooter.self, "2bmx")?.gears ?? -1)
struct Size {
    var w = 1.0, h = 1.0
}
extension Size {
    init(square: Double) { self.init(w: square, h: square) }
    init?(text: String) {
        let parts = text.split(separator: "x").compactMap { Double($0) }
        guard parts.count == 2 else { return nil }
        self.init(w: parts[0], h: parts[1])
    }
}
print(Size(), Size(square: 3), Size(text: "2x5")!, Size(text: "bad") as Any)

// expect: Cart.init(4, car)
// expect: Cart.convenience
// expect: car with 4 wheels
// expect: Cart.init(2, bike)
// expect: Scooter.init
// expect: bike(21) with 2 wheels, 21 gears
// expect: Cart.failable ok
// expect: trike with 3 wheels
// expect: true
// expect: Cart.failable ok
// expect: true
// expect: Cart.failable ok
// expect: fixie with 2 wheels, 1 gears
// expect: Cart.failable ok
// expect: 1
// expect: Size(w: 1.0, h: 1.0) Size(w: 3.0, h: 3.0) Size(w: 2.0, h: 5.0) nil
