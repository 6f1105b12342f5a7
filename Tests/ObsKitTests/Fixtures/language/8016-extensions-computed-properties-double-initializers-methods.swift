// Swift book style (Extensions): computed properties on Double, initializers, methods, mutating, subscripts, nested types
extension Double {
    var km: Double { self * 1_000.0 }
    var m: Double { self }
    var cm: Double { self / 100.0 }
    var ft: Double { self / 3.28084 }
}
print("One inch is \(25.4 / 1000.0) meters")
let threeFeet = 3.0.ft
print("Three feet is \(threeFeet) meters")
let marathon = 42.km + 195.m
print("A marathon is \(marathon) meters long")
struct Size { var width = 0.0, height = 0.0 }
struct Point { var x = 0.0, y = 0.0 }
struct Rect { var origin = Point(); var size = Size() }
extension Rect {
    init(center: Point, size: Size) {
        let ox = center.x - (size.width / 2)
        let oy = center.y - (size.height / 2)
        self.init(origin: Point(x: ox, y: oy), size: size)
    }
}
let centerRect = Rect(center: Point(x: 4.0, y: 4.0), size: Size(width: 3.0, height: 3.0))
print(centerRect.origin.x, centerRect.origin.y)
extension Int {
    func repetitions(task: () -> Void) { for _ in 0..<self { task() } }
    mutating func square() { self = self * self }
    subscript(digitIndex: Int) -> Int {
        var decimalBase = 1
        for _ in 0..<digitIndex { decimalBase *= 10 }
        return (self / decimalBase) % 10
    }
    enum Kind { case negative, zero, positive }
    var kind: Kind {
        switch self {
        case 0: return .zero
        case let x where x > 0: return .positive
        default: return .negative
        }
    }
}
2.repetitions { print("Hello!") }
var someInt = 3
someInt.square()
print(someInt)
print(746381295[0], 746381295[1], 746381295[2], 746381295[8], 746381295[9])
func printIntegerKinds(_ numbers: [Int]) {
    for number in numbers {
        switch number.kind {
        case .negative: print("- ", terminator: "")
        case .zero: print("0 ", terminator: "")
        case .positive: print("+ ", terminator: "")
        }
    }
    print("")
}
printIntegerKinds([3, 19, -27, 0, -6, 0, 7])
extension String {
    var shout: String { uppercased() + "!" }
}
print("quiet".shout)
// expect: One inch is 0.0254 meters
// expect: Three feet is 0.914399970739201 meters
// expect: A marathon is 42195.0 meters long
// expect: 2.5 2.5
// expect: Hello!
// expect: Hello!
// expect: 9
// expect: 5 9 2 7 0
// expect: + + - 0 - 0 + 
// expect: QUIET!
