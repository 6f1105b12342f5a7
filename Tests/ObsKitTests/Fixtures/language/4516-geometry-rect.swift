// App code style: own Point, Size and Rect types generic over numeric coordinates, with intersection and union
struct Point<T: Numeric & Comparable>: Equatable, CustomStringConvertible {
    var x: T, y: T
    static var zero: Point { Point(x: 0, y: 0) }
    var description: String { "(\(x), \(y))" }
}

struct Size<T: Numeric & Comparable>: Equatable, CustomStringConvertible {
    var width: T, height: T
    var area: T { width * height }
    var description: String { "\(width)x\(height)" }
}

struct Rect<T: Numeric & Comparable>: Equatable, CustomStringConvertible {
    var origin: Point<T>
    var size: Size<T>

    init(x: T, y: T, width: T, height: T) {
        origin = Point(x: x, y: y)
        size = Size(width: width, height: height)
    }

    var minX: T { origin.x }
    var minY: T { origin.y }
    var maxX: T { origin.x + size.width }
    var maxY: T { origin.y + size.height }
    var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    var description: String { "Rect(\(origin), \(size))" }

    func contains(_ p: Point<T>) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    func intersection(_ other: Rect) -> Rect? {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        if x1 <= x0 || y1 <= y0 { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    func union(_ other: Rect) -> Rect {
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        let x1 = max(maxX, other.maxX), y1 = max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    func offsetBy(dx: T, dy: T) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: size.width, height: size.height)
    }
}

extension Rect where T: FloatingPoint {
    var center: Point<T> { Point(x: minX + size.width / 2, y: minY + size.height / 2) }

    func insetBy(_ d: T) -> Rect {
        Rect(x: minX + d, y: minY + d, width: size.width - 2 * d, height: size.height - 2 * d)
    }
}

let a = Rect(x: 0, y: 0, width: 10, height: 10)
let b = Rect(x: 5, y: 5, width: 10, height: 10)
let c = Rect(x: 20, y: 20, width: 2, height: 2)
print(a)
print("area:", a.size.area)
print("a ∩ b:", a.intersection(b).map { "\($0)" } ?? "none")
print("a ∩ c:", a.intersection(c).map { "\($0)" } ?? "none")
print("a ∪ c:", a.union(c))
print("contains (9,9):", a.contains(Point(x: 9, y: 9)), "(10,0):", a.contains(Point(x: 10, y: 0)))
print("offset:", b.offsetBy(dx: -5, dy: 1))
print("zero point:", Point<Int>.zero)

let f = Rect(x: 0.0, y: 0.0, width: 3.0, height: 5.0)
print(f)
print("center:", f.center)
print("inset:", f.insetBy(0.5))
print("inset empty:", f.insetBy(2).isEmpty)
print("float area:", Size<Float>(width: 1.5, height: 2.5).area)

let tiles = (0..<3).map { i in Rect(x: i * 4, y: 0, width: 4, height: 4) }
let hits = tiles.filter { $0.intersection(b) != nil }
print("tiles hit by b:", hits.count)
let bounds = tiles.dropFirst().reduce(tiles[0]) { $0.union($1) }
print("bounds:", bounds)
let small = Rect<Int8>(x: 1, y: 2, width: 3, height: 4)
print(small, small.maxX, small.maxY)
// expect: Rect((0, 0), 10x10)
// expect: area: 100
// expect: a ∩ b: Rect((5, 5), 5x5)
// expect: a ∩ c: none
// expect: a ∪ c: Rect((0, 0), 22x22)
// expect: contains (9,9): true (10,0): false
// expect: offset: Rect((0, 6), 10x10)
// expect: zero point: (0, 0)
// expect: Rect((0.0, 0.0), 3.0x5.0)
// expect: center: (1.5, 2.5)
// expect: inset: Rect((0.5, 0.5), 2.0x4.0)
// expect: inset empty: true
// expect: float area: 3.75
// expect: tiles hit by b: 0
// expect: bounds: Rect((0, 0), 12x4)
// expect: Rect((1, 2), 3x4) 4 6
