// Book style (Extensions): adding computed properties, initializers, methods and subscripts
struct Size { var width = 0.0, height = 0.0 }
struct Point { var x = 0.0, y = 0.0 }
struct Rect {
    var origin = Point()
    var size = Size()
}

extension Rect {
    init(center: Point, size: Size) {
        let originX = center.x - (size.width / 2)
        let originY = center.y - (size.height / 2)
        self.init(origin: Point(x: originX, y: originY), size: size)
    }
    var area: Double { size.width * size.height }
}

extension Double {
    var km: Double { self * 1_000.0 }
    var m: Double { self }
    var cm: Double { self / 100.0 }
}

extension Int {
    func repetitions(task: () -> Void) {
        for _ in 0..<self { task() }
    }
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

extension String {
    var vowelCount: Int { filter { "aeiou".contains($0) }.count }
    func padded(to n: Int) -> String {
        count >= n ? self : self + String(repeating: ".", count: n - count)
    }
}

let r = Rect(center: Point(x: 4, y: 4), size: Size(width: 3, height: 3))
print(r)
print(r.origin, r.area)
print(Rect())
let marathon = 42.km + 195.m
print("A marathon is \(marathon) meters long")
print(3.5.cm, 1.25.km)

3.repetitions { print("hello") }
var n = 7
n.square()
print(n)
print(746381295[0], 746381295[1], 746381295[2], 746381295[8], 746381295[12])
func printKinds(_ numbers: [Int]) {
    for number in numbers {
        switch number.kind {
        case .negative: print("- ", terminator: "")
        case .zero: print("0 ", terminator: "")
        case .positive: print("+ ", terminator: "")
        }
    }
    print("")
}
printKinds([3, 19, -27, 0, -6, 0, 7])
print((-4).kind, 0.kind)
print("education".vowelCount, "rhythm".vowelCount)
for word in ["id", "name", "longer-key"] { print(word.padded(to: 8) + "|") }

// expect: Rect(origin: main.Point(x: 2.5, y: 2.5), size: main.Size(width: 3.0, height: 3.0))
// expect: Point(x: 2.5, y: 2.5) 9.0
// expect: Rect(origin: main.Point(x: 0.0, y: 0.0), size: main.Size(width: 0.0, height: 0.0))
// expect: A marathon is 42195.0 meters long
// expect: 0.035 1250.0
// expect: hello
// expect: hello
// expect: hello
// expect: 49
// expect: 5 9 2 7 0
// expect: + + - 0 - 0 + 
// expect: negative zero
// expect: 5 0
// expect: id......|
// expect: name....|
// expect: longer-key|
