// The Swift Programming Language style (Extensions): computed properties on Double, initializers added in an extension, mutating methods and subscripts on Int, and nested types in extensions
extension Double {
    var km: Double { self * 1_000.0 }
    var m: Double { self }
    var cm: Double { self / 100.0 }
    var ft: Double { self / 3.28084 }
}
let run = 5.km + 300.m
print("run is \(run) meters")
print("100 cm = \(100.cm) m")

struct Size { var width = 0.0, height = 0.0 }
struct Point { var x = 0.0, y = 0.0 }
struct Rect {
    var origin = Point()
    var size = Size()
}
extension Rect {
    init(center: Point, size: Size) {
        let ox = center.x - size.width / 2
        let oy = center.y - size.height / 2
        self.init(origin: Point(x: ox, y: oy), size: size)
    }
}
let r = Rect(center: Point(x: 4, y: 4), size: Size(width: 3, height: 2))
print(r.origin.x, r.origin.y, r.size.width)

extension Int {
    func repetitions(_ task: () -> Void) {
        for _ in 0..<self { task() }
    }
    mutating func square() { self = self * self }
    subscript(digitIndex: Int) -> Int {
        var base = 1
        for _ in 0..<digitIndex { base *= 10 }
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

3.repetitions { print("hi", terminator: " ") }
print()
var n = 12
n.square()
print(n)
print(746381295[0], 746381295[1], 746381295[8], 746381295[9])

func describeKinds(_ ns: [Int]) {
    for x in ns {
        switch x.kind {
        case .negative: print("-", terminator: "")
        case .zero: print("0", terminator: "")
        case .positive: print("+", terminator: "")
        }
    }
    print("")
}
describeKinds([3, 19, -27, 0, -6, 0, 7])

// expect: run is 5300.0 meters
// expect: 100 cm = 1.0 m
// expect: 2.5 3.0 3.0
// expect: hi hi hi 
// expect: 144
// expect: 5 9 7 0
// expect: ++-0-0+
