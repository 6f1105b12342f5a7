// Course exercise: enums with associated values matched in switch with where clauses
enum Barcode {
    case upc(Int, Int, Int, Int)
    case qrCode(String)
}

enum Shape {
    case circle(radius: Double)
    case rectangle(width: Double, height: Double)
    case triangle(base: Double, height: Double)

    var area: Double {
        switch self {
        case .circle(let r): return 3.0 * r * r
        case let .rectangle(w, h): return w * h
        case .triangle(let b, let h): return b * h / 2
        }
    }
}

func classify(_ shape: Shape) -> String {
    switch shape {
    case .circle(let r) where r == 0:
        return "a point"
    case .circle(let r) where r > 10:
        return "a big circle"
    case .circle:
        return "a circle"
    case let .rectangle(w, h) where w == h:
        return "a square of side \(w)"
    case .rectangle(let w, _) where w > 100:
        return "a wide rectangle"
    case .rectangle:
        return "a rectangle"
    case .triangle(_, let h) where h < 0:
        return "an impossible triangle"
    default:
        return "some triangle"
    }
}

let codes: [Barcode] = [.upc(8, 85909, 51226, 3), .qrCode("ABCDEFGHIJKLMNOP")]
for code in codes {
    switch code {
    case let .upc(system, manufacturer, product, check):
        print("UPC: \(system), \(manufacturer), \(product), \(check)")
    case .qrCode(let text) where text.count > 10:
        print("long QR code: \(text.prefix(4))...")
    case .qrCode(let text):
        print("QR code: \(text)")
    }
}

let shapes: [Shape] = [
    .circle(radius: 0), .circle(radius: 12), .circle(radius: 2),
    .rectangle(width: 4, height: 4), .rectangle(width: 200, height: 1),
    .rectangle(width: 3, height: 5), .triangle(base: 3, height: -1), .triangle(base: 6, height: 2),
]
for s in shapes {
    print("\(classify(s)), area \(s.area)")
}
if case .rectangle(let w, _) = shapes[4], w > 50 {
    print("if case matched width \(w)")
}

// expect: UPC: 8, 85909, 51226, 3
// expect: long QR code: ABCD...
// expect: a point, area 0.0
// expect: a big circle, area 432.0
// expect: a circle, area 12.0
// expect: a square of side 4.0, area 16.0
// expect: a wide rectangle, area 200.0
// expect: a rectangle, area 15.0
// expect: an impossible triangle, area -1.5
// expect: some triangle, area 6.0
// expect: if case matched width 200.0
