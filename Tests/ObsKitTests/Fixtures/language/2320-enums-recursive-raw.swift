// Swift book style: Enumerations: associated values, raw values, implicit raw values, recursive enums
enum CompassPoint: String, CaseIterable {
    case north, south, east, west
}
enum Planet: Int {
    case mercury = 1, venus, earth, mars, jupiter, saturn, uranus, neptune
}
print(CompassPoint.west.rawValue, Planet.earth.rawValue, Planet.neptune.rawValue)
print(CompassPoint.allCases.count, CompassPoint.allCases.map(\.rawValue))

let positionToFind = 11
if let somePlanet = Planet(rawValue: positionToFind) {
    print(somePlanet)
} else {
    print("There isn't a planet at position \(positionToFind)")
}
print(Planet(rawValue: 7).map { "\($0)" } ?? "none")

enum Barcode {
    case upc(Int, Int, Int, Int)
    case qrCode(String)
}
var productBarcode = Barcode.upc(8, 85909, 51226, 3)
for code in [productBarcode, .qrCode("ABCDEFGHIJKLMNOP")] {
    switch code {
    case let .upc(numberSystem, manufacturer, product, check):
        print("UPC: \(numberSystem), \(manufacturer), \(product), \(check).")
    case .qrCode(let productCode):
        print("QR code: \(productCode).")
    }
}
productBarcode = .qrCode("XYZ")
if case .qrCode(let text) = productBarcode, text.count == 3 { print("short QR \(text)") }

enum ASCIIControlCharacter: Character {
    case tab = "\t"
    case lineFeed = "\n"
    case carriageReturn = "\r"
}
print(ASCIIControlCharacter(rawValue: "\n") == .lineFeed, ASCIIControlCharacter.tab.rawValue == "\t")

indirect enum ArithmeticExpression {
    case number(Int)
    case addition(ArithmeticExpression, ArithmeticExpression)
    case multiplication(ArithmeticExpression, ArithmeticExpression)
}
let five = ArithmeticExpression.number(5)
let four = ArithmeticExpression.number(4)
let sum = ArithmeticExpression.addition(five, four)
let product = ArithmeticExpression.multiplication(sum, ArithmeticExpression.number(2))

func evaluate(_ expression: ArithmeticExpression) -> Int {
    switch expression {
    case let .number(value): return value
    case let .addition(left, right): return evaluate(left) + evaluate(right)
    case let .multiplication(left, right): return evaluate(left) * evaluate(right)
    }
}
func render(_ e: ArithmeticExpression) -> String {
    switch e {
    case .number(let v): return "\(v)"
    case .addition(let l, let r): return "(\(render(l)) + \(render(r)))"
    case .multiplication(let l, let r): return "\(render(l)) * \(render(r))"
    }
}
print(render(product), "=", evaluate(product))

enum LinkedList<Element> {
    case end
    indirect case node(Element, next: LinkedList<Element>)
    func toArray() -> [Element] {
        if case let .node(value, next) = self { return [value] + next.toArray() }
        return []
    }
}
let chain = LinkedList.node("a", next: .node("b", next: .node("c", next: .end)))
print(chain.toArray())
print(Barcode.upc(1, 2, 3, 4))
print(CompassPoint.south, Planet.mars)
enum Level: Int, Comparable {
    case low = 10, medium = 20, high = 30
    static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
}
print([Level.high, .low, .medium].sorted(), Level.medium > .low)

// expect: west 3 8
// expect: 4 ["north", "south", "east", "west"]
// expect: There isn't a planet at position 11
// expect: uranus
// expect: UPC: 8, 85909, 51226, 3.
// expect: QR code: ABCDEFGHIJKLMNOP.
// expect: short QR XYZ
// expect: true true
// expect: (5 + 4) * 2 = 18
// expect: ["a", "b", "c"]
// expect: upc(1, 2, 3, 4)
// expect: south mars
// expect: [main.Level.low, main.Level.medium, main.Level.high] true
