// Compiler test style: enums with associated values, extracted with switch and let/var bindings (Barcode example)
enum Barcode {
    case upc(Int, Int, Int, Int)
    case qrCode(String)
}

func describe(_ code: Barcode) -> String {
    switch code {
    case .upc(let numberSystem, let manufacturer, let product, let check):
        return "UPC: \(numberSystem), \(manufacturer), \(product), \(check)."
    case let .qrCode(productCode):
        return "QR code: \(productCode)."
    }
}

var productBarcode = Barcode.upc(8, 85909, 51226, 3)
print(describe(productBarcode))
productBarcode = .qrCode("ABCDEFGHIJKLMNOP")
print(describe(productBarcode))

enum Shape {
    case circle(radius: Double)
    case rectangle(width: Double, height: Double)
    case triangle(base: Double, height: Double)
}

func area(_ s: Shape) -> Double {
    switch s {
    case .circle(let r): return 3.0 * r * r
    case let .rectangle(w, h): return w * h
    case .triangle(base: let b, height: let h): return b * h / 2
    }
}

let shapes: [Shape] = [.circle(radius: 2), .rectangle(width: 3, height: 4), .triangle(base: 6, height: 5)]
print(shapes.map(area))

for shape in shapes {
    if case .rectangle(let w, _) = shape {
        print("rectangle with width", w)
    }
    guard case let .circle(radius) = shape, radius > 1 else { continue }
    print("big circle", radius)
}
let wide = shapes.filter { if case .rectangle(let w, _) = $0, w > 2 { return true }; return false }
print(wide.count)

// expect: UPC: 8, 85909, 51226, 3.
// expect: QR code: ABCDEFGHIJKLMNOP.
// expect: [12.0, 12.0, 15.0]
// expect: big circle 2.0
// expect: rectangle with width 3.0
// expect: 1
