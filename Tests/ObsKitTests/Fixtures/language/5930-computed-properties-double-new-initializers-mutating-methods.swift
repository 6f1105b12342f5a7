// Swift book style (Extensions): computed properties on Double, new initializers, mutating methods, subscripts on Int, and nested types inside an extension
extension Double {
    var km: Double { self * 1_000.0 }
    var m: Double { self }
    var cm: Double { self / 100.0 }
    var ft: Double { self / 3.28084 }
}
print(25.4.cm, 3.ft.rounded(), 2.km + 500.m)

struct Size { var w = 0.0, h = 0.0 }
struct Spot { var x = 0.0, y = 0.0 }
struct Frame { var origin = Spot(), size = Size() }
extension Frame {
    init(center: Spot, size: Size) {
        self.init(origin: Spot(x: center.x - size.w / 2, y: center.y - size.h / 2), size: size)
    }
}
let fr = Frame(center: Spot(x: 4, y: 4), size: Size(w: 3, h: 3))
print(fr.origin.x, fr.origin.y)

extension Int {
    func repetitions(_ task: () -> Void) {
        for _ in 0..<self { task() }
    }
    mutating func square() { self = self * self }
    subscript(digit index: Int) -> Int {
        var base = 1
        for _ in 0..<index { base *= 10 }
        return (self / base) % 10
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
3.repetitions { print("hey", terminator: " ") }
print()
var n = 12
n.square()
print(n)
print(746381295[digit: 0], 746381295[digit: 1], 746381295[digit: 8], 746381295[digit: 9])
func kinds(_ xs: [Int]) -> String {
    xs.map { x -> String in
        switch x.kind {
        case .negative: return "-"
        case .zero: return "0"
        case .positive: return "+"
        }
    }.joined()
}
print(kinds([3, 19, -27, 0, -6, 0, 7]))

extension String {
    var vowelCount: Int { filter { "aeiou".contains($0) }.count }
    func padded(to width: Int) -> String { String(repeating: ".", count: max(0, width - count)) + self }
}
print("education".vowelCount, "42".padded(to: 5))
extension Array where Element == Int {
    var total: Int { reduce(0, +) }
}
print([4, 5, 6].total)

// expect: 0.254 1.0 2500.0
// expect: 2.5 2.5
// expect: hey hey hey 
// expect: 144
// expect: 5 9 7 0
// expect: ++-0-0+
// expect: 5 ...42
// expect: 15
