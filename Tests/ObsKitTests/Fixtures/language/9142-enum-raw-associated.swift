// enum-raw-associated
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum Planet: Int, CaseIterable {
    case mercury = 1, venus, earth, mars, jupiter, saturn, uranus, neptune
}

enum Compass: String {
    case north, south
    case east = "E"
    case west = "W"
}

enum Barcode {
    case upc(Int, Int, Int, Int)
    case qrCode(String)
}

print(Planet.earth.rawValue, Planet.neptune.rawValue)
print(Planet.allCases.count, Planet.allCases.last!)
if let p = Planet(rawValue: 4) {
    print("planet 4 is \(p)")
}
print(Planet(rawValue: 11) as Any)
print(Compass.north.rawValue, Compass.east.rawValue, Compass(rawValue: "W") == .west)

let codes: [Barcode] = [.upc(8, 85909, 51226, 3), .qrCode("ABCDEFGHIJ"), .upc(0, 1, 2, 3)]
for code in codes {
    switch code {
    case let .upc(system, manufacturer, product, check) where system == 0:
        print("zero-system UPC \(manufacturer)-\(product)-\(check)")
    case .upc(let system, let manufacturer, _, _):
        print("UPC system \(system) maker \(manufacturer)")
    case .qrCode(let payload):
        print("QR with \(payload.count) chars: \(payload.prefix(4))...")
    }
}

enum Shape {
    case circle(radius: Double)
    case rect(width: Double, height: Double)

    var area: Double {
        switch self {
        case .circle(let r): return 3.0 * r * r
        case let .rect(w, h): return w * h
        }
    }
}
let shapes: [Shape] = [.circle(radius: 2), .rect(width: 3, height: 4.5)]
for s in shapes { print(s, s.area) }

let inner = Planet.allCases.filter { $0.rawValue <= 4 }.map { "\($0)" }
print(inner.joined(separator: ","))
if case .qrCode(let text) = codes[1], text.hasPrefix("ABC") {
    print("matched QR prefix")
}
let direction = Compass.south
switch direction {
case .north, .south: print("vertical \(direction)")
case .east, .west: print("horizontal")
}
// expect: 3 8
// expect: 8 neptune
// expect: planet 4 is mars
// expect: nil
// expect: north E true
// expect: UPC system 8 maker 85909
// expect: QR with 10 chars: ABCD...
// expect: zero-system UPC 1-2-3
// expect: circle(radius: 2.0) 12.0
// expect: rect(width: 3.0, height: 4.5) 13.5
// expect: mercury,venus,earth,mars
// expect: matched QR prefix
// expect: vertical south
