// Swift book style: Enumerations - CaseIterable, associated values, raw values (implicit), recursive enums with indirect
enum CompassPoint: CaseIterable {
    case north, south, east, west
}
var directionToHead = CompassPoint.west
directionToHead = .south
switch directionToHead {
case .north: print("Lots of planets have a north")
case .south: print("Watch out for penguins")
case .east: print("Where the sun rises")
case .west: print("Where the skies are blue")
}
print("\(CompassPoint.allCases.count) directions")
for d in CompassPoint.allCases { print(d) }

enum Beverage: CaseIterable { case coffee, tea, juice }
let numberOfChoices = Beverage.allCases.count
print("\(numberOfChoices) beverages available")
print(Beverage.allCases.map { "\($0)" }.joined(separator: "|"))

enum Barcode {
    case upc(Int, Int, Int, Int)
    case qrCode(String)
}
var productBarcode = Barcode.upc(8, 85909, 51226, 3)
func show(_ b: Barcode) {
    switch b {
    case let .upc(numberSystem, manufacturer, product, check):
        print("UPC: \(numberSystem), \(manufacturer), \(product), \(check).")
    case .qrCode(let productCode):
        print("QR code: \(productCode).")
    }
}
show(productBarcode)
productBarcode = .qrCode("ABCDEFGHIJKLMNOP")
show(productBarcode)

enum ASCIIControlCharacter: Character {
    case tab = "\t"
    case lineFeed = "\n"
    case carriageReturn = "\r"
}
print(ASCIIControlCharacter.tab.rawValue == "\t")

enum Planet: Int, CaseIterable {
    case mercury = 1, venus, earth, mars, jupiter, saturn, uranus, neptune
}
let earthsOrder = Planet.earth.rawValue
print("earth is planet \(earthsOrder)")
let sunsetDirection = CompassPoint2.west.rawValue
enum CompassPoint2: String { case north, south, east, west }
print(sunsetDirection)
let positionToFind = 11
if let somePlanet = Planet(rawValue: positionToFind) {
    switch somePlanet {
    case .earth: print("Mostly harmless")
    default: print("Not a safe place for humans")
    }
} else {
    print("There isn't a planet at position \(positionToFind)")
}
if let p = Planet(rawValue: 6) { print("planet 6 is \(p)") }
print(Planet.allCases.filter { $0.rawValue % 2 == 0 }.map { $0.rawValue })

indirect enum ArithmeticExpression {
    case number(Int)
    case addition(ArithmeticExpression, ArithmeticExpression)
    case multiplication(ArithmeticExpression, ArithmeticExpression)
    case negation(ArithmeticExpression)
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
    case let .negation(e): return -evaluate(e)
    }
}
func render(_ e: ArithmeticExpression) -> String {
    switch e {
    case .number(let v): return "\(v)"
    case .addition(let l, let r): return "(\(render(l)) + \(render(r)))"
    case .multiplication(let l, let r): return "\(render(l)) * \(render(r))"
    case .negation(let x): return "-\(render(x))"
    }
}
print(evaluate(product))
let neg = ArithmeticExpression.negation(product)
print(render(neg), "=", evaluate(neg))

enum LinkedList<T> {
    case end
    indirect case node(T, LinkedList<T>)
    func toArray() -> [T] {
        switch self {
        case .end: return []
        case let .node(v, rest): return [v] + rest.toArray()
        }
    }
    var count: Int {
        if case let .node(_, rest) = self { return 1 + rest.count }
        return 0
    }
}
let list = LinkedList.node(1, .node(2, .node(3, .end)))
print(list.toArray(), list.count)

enum Shape {
    case circle(radius: Int), rect(w: Int, h: Int)
    var area: Int {
        switch self {
        case .circle(let r): return 3 * r * r
        case .rect(let w, let h): return w * h
        }
    }
}
let shapes: [Shape] = [.circle(radius: 2), .rect(w: 3, h: 4), .rect(w: 1, h: 1)]
for case .rect(let w, let h) in shapes { print("rect \(w)x\(h)") }
print(shapes.map(\.area))
if case .circle(let r) = shapes[0], r > 1 { print("big circle \(r)") }
print(Shape.rect(w: 2, h: 5))

// expect: Watch out for penguins
// expect: 4 directions
// expect: north
// expect: south
// expect: east
// expect: west
// expect: 3 beverages available
// expect: coffee|tea|juice
// expect: UPC: 8, 85909, 51226, 3.
// expect: QR code: ABCDEFGHIJKLMNOP.
// expect: true
// expect: earth is planet 3
// expect: west
// expect: There isn't a planet at position 11
// expect: planet 6 is saturn
// expect: [2, 4, 6, 8]
// expect: 18
// expect: -(5 + 4) * 2 = -18
// expect: [1, 2, 3] 3
// expect: rect 3x4
// expect: rect 1x1
// expect: [12, 12, 1]
// expect: big circle 2
// expect: rect(w: 2, h: 5)
