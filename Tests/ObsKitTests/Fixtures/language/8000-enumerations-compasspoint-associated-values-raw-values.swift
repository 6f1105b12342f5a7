// Swift book style (Enumerations): CompassPoint, associated values, raw values, Planet, CaseIterable, indirect
enum CompassPoint: CaseIterable {
    case north, south, east, west
}
var heading = CompassPoint.west
heading = .east
switch heading {
case .north: print("Lots of planets have a north")
case .south: print("Watch out for penguins")
case .east: print("Where the sun rises")
case .west: print("Where the skies are blue")
}
print(CompassPoint.allCases.count)
for d in CompassPoint.allCases { print(d) }
enum Barcode {
    case upc(Int, Int, Int, Int)
    case qrCode(String)
}
var product = Barcode.upc(8, 85909, 51226, 3)
product = .qrCode("XYZZY")
for code in [Barcode.upc(1, 2, 3, 4), product] {
    switch code {
    case let .upc(a, b, c, d): print("UPC: \(a), \(b), \(c), \(d).")
    case .qrCode(let s): print("QR: \(s).")
    }
}
enum Planet: Int {
    case mercury = 1, venus, earth, mars, jupiter
}
print(Planet.earth.rawValue)
if let p = Planet(rawValue: 4) { print(p) }
print(Planet(rawValue: 11) == nil)
enum Direction: String { case up, down = "DOWN" }
print(Direction.up.rawValue, Direction.down.rawValue)
indirect enum Expr {
    case number(Int)
    case add(Expr, Expr)
    case mul(Expr, Expr)
}
func eval(_ e: Expr) -> Int {
    switch e {
    case let .number(v): return v
    case let .add(l, r): return eval(l) + eval(r)
    case let .mul(l, r): return eval(l) * eval(r)
    }
}
let five = Expr.number(5), four = Expr.number(4)
print(eval(.mul(.add(five, four), .number(2))))
print(heading)
print(product)
// expect: Where the sun rises
// expect: 4
// expect: north
// expect: south
// expect: east
// expect: west
// expect: UPC: 1, 2, 3, 4.
// expect: QR: XYZZY.
// expect: 3
// expect: mars
// expect: true
// expect: up DOWN
// expect: 18
// expect: east
// expect: qrCode("XYZZY")
