// Enumerations: raw values, associated values, CaseIterable, recursion
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum CompassPoint: String, CaseIterable {
    case north, south, east, west
}
for direction in CompassPoint.allCases {
    print("\(direction) has raw value \(direction.rawValue)")
}
print("There are \(CompassPoint.allCases.count) directions")

enum Planet: Int {
    case mercury = 1, venus, earth, mars, jupiter
}
print("Earth is planet #\(Planet.earth.rawValue)")
if let p = Planet(rawValue: 4) {
    print("Planet 4 is \(p)")
}
print("Planet 9 exists: \(Planet(rawValue: 9) != nil)")

enum Barcode {
    case upc(Int, Int, Int, Int)
    case qrCode(String)
}
let codes: [Barcode] = [.upc(8, 85909, 51226, 3), .qrCode("ABCDEFGHIJKLMNOP")]
for code in codes {
    switch code {
    case let .upc(numberSystem, manufacturer, product, check):
        print("UPC: \(numberSystem), \(manufacturer), \(product), \(check).")
    case .qrCode(let productCode):
        print("QR code: \(productCode).")
    }
}

indirect enum ArithmeticExpression {
    case number(Int)
    case addition(ArithmeticExpression, ArithmeticExpression)
    case multiplication(ArithmeticExpression, ArithmeticExpression)
}
func evaluate(_ expression: ArithmeticExpression) -> Int {
    switch expression {
    case let .number(value): return value
    case let .addition(l, r): return evaluate(l) + evaluate(r)
    case let .multiplication(l, r): return evaluate(l) * evaluate(r)
    }
}
func render(_ e: ArithmeticExpression) -> String {
    switch e {
    case .number(let v): return "\(v)"
    case .addition(let l, let r): return "(\(render(l)) + \(render(r)))"
    case .multiplication(let l, let r): return "\(render(l)) * \(render(r))"
    }
}
let five = ArithmeticExpression.number(5)
let four = ArithmeticExpression.number(4)
let sum = ArithmeticExpression.addition(five, four)
let product = ArithmeticExpression.multiplication(sum, .number(2))
print("\(render(product)) = \(evaluate(product))")

enum TrafficLight {
    case red, yellow, green
    mutating func next() {
        switch self {
        case .red: self = .green
        case .green: self = .yellow
        case .yellow: self = .red
        }
    }
    var canGo: Bool { self == .green }
}
var light = TrafficLight.red
for _ in 0..<4 {
    print("\(light) canGo=\(light.canGo)")
    light.next()
}
if case .qrCode(let s) = codes[1], s.count > 10 {
    print("long QR code")
}
// expect: north has raw value north
// expect: south has raw value south
// expect: east has raw value east
// expect: west has raw value west
// expect: There are 4 directions
// expect: Earth is planet #3
// expect: Planet 4 is mars
// expect: Planet 9 exists: false
// expect: UPC: 8, 85909, 51226, 3.
// expect: QR code: ABCDEFGHIJKLMNOP.
// expect: (5 + 4) * 2 = 18
// expect: red canGo=false
// expect: green canGo=true
// expect: yellow canGo=false
// expect: red canGo=false
// expect: long QR code
