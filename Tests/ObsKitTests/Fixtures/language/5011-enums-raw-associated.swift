// Enumerations: raw values (implicit and explicit), associated values, switch matching, methods
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum Planet: Int {
    case mercury = 1, venus, earth, mars
}
print(Planet.earth.rawValue)
if let p = Planet(rawValue: 4) { print(p) }
print(Planet(rawValue: 9) == nil)

enum Direction: String {
    case north, south
    case east = "E", west = "W"
}
print(Direction.north.rawValue, Direction.east.rawValue, Direction(rawValue: "W")!)

enum Barcode {
    case upc(Int, Int, Int, Int)
    case qrCode(String)
}
var code = Barcode.upc(8, 85909, 51226, 3)
func show(_ c: Barcode) {
    switch c {
    case let .upc(system, manufacturer, product, check):
        print("UPC: \(system), \(manufacturer), \(product), \(check).")
    case .qrCode(let s):
        print("QR code: \(s).")
    }
}
show(code)
code = .qrCode("ABCDEFGHIJKLMNOP")
show(code)

enum Shape {
    case circle(radius: Double)
    case rect(width: Double, height: Double)
    case point

    var area: Double {
        switch self {
        case .circle(let r): return 3.0 * r * r
        case let .rect(w, h): return w * h
        case .point: return 0
        }
    }
    mutating func scale(_ k: Double) {
        switch self {
        case .circle(let r): self = .circle(radius: r * k)
        case .rect(let w, let h): self = .rect(width: w * k, height: h * k)
        case .point: break
        }
    }
}
var shapes: [Shape] = [.circle(radius: 2), .rect(width: 3, height: 4), .point]
for i in shapes.indices { shapes[i].scale(2) }
print(shapes.map { $0.area })
print(shapes[1])
if case .rect(let w, _) = shapes[1], w > 5 { print("wide rect \(w)") }
let circles = shapes.filter { if case .circle = $0 { return true } else { return false } }
print(circles.count)
// expect: 3
// expect: mars
// expect: true
// expect: north E west
// expect: UPC: 8, 85909, 51226, 3.
// expect: QR code: ABCDEFGHIJKLMNOP.
// expect: [48.0, 48.0, 0.0]
// expect: rect(width: 6.0, height: 8.0)
// expect: wide rect 6.0
// expect: 1
