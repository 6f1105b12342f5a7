// App code style: computing bounding boxes of point clouds generically over Comparable numeric coordinates
struct Point2<T: Numeric & Comparable>: CustomStringConvertible {
    var x: T
    var y: T
    var description: String { "(\(x), \(y))" }
}

struct BoundingBox<T: Numeric & Comparable>: CustomStringConvertible {
    private(set) var minPoint: Point2<T>
    private(set) var maxPoint: Point2<T>

    init(_ p: Point2<T>) {
        minPoint = p
        maxPoint = p
    }

    init?<S: Sequence>(_ points: S) where S.Element == Point2<T> {
        var it = points.makeIterator()
        guard let first = it.next() else { return nil }
        self.init(first)
        while let p = it.next() { expand(to: p) }
    }

    mutating func expand(to p: Point2<T>) {
        minPoint.x = min(minPoint.x, p.x)
        minPoint.y = min(minPoint.y, p.y)
        maxPoint.x = max(maxPoint.x, p.x)
        maxPoint.y = max(maxPoint.y, p.y)
    }

    var width: T { maxPoint.x - minPoint.x }
    var height: T { maxPoint.y - minPoint.y }
    var area: T { width * height }

    func contains(_ p: Point2<T>) -> Bool {
        (minPoint.x...maxPoint.x).contains(p.x) && (minPoint.y...maxPoint.y).contains(p.y)
    }

    func padded(by amount: T) -> BoundingBox {
        var b = self
        b.minPoint = Point2(x: minPoint.x - amount, y: minPoint.y - amount)
        b.maxPoint = Point2(x: maxPoint.x + amount, y: maxPoint.y + amount)
        return b
    }

    var description: String { "[\(minPoint) – \(maxPoint)]" }
}

extension BoundingBox where T: FloatingPoint {
    var center: Point2<T> {
        Point2(x: (minPoint.x + maxPoint.x) / 2, y: (minPoint.y + maxPoint.y) / 2)
    }
    var aspectRatio: T { width / height }
}

let pixels = [Point2(x: 10, y: 4), Point2(x: -3, y: 8), Point2(x: 7, y: -2), Point2(x: 0, y: 0)]
let box = BoundingBox(pixels)!
print(box)
print("size:", box.width, "x", box.height, "area:", box.area)
print("contains (0,0):", box.contains(Point2(x: 0, y: 0)), "(11,0):", box.contains(Point2(x: 11, y: 0)))
print("padded:", box.padded(by: 2))

let gps = [Point2(x: 51.5, y: -0.12), Point2(x: 48.85, y: 2.35), Point2(x: 52.52, y: 13.4)]
let region = BoundingBox(gps)!
print(region)
print("center:", region.center)
print("aspect:", region.aspectRatio)
print("empty:", BoundingBox<Double>([Point2<Double>]()) == nil)

var incremental = BoundingBox(Point2<Float>(x: 0, y: 0))
for i in 1...4 {
    let f = Float(i)
    incremental.expand(to: Point2(x: f * 0.5, y: -f * 1.5))
    print("step \(i):", incremental, incremental.area)
}

let bytes = (0..<5).map { Point2(x: UInt8($0 * 3), y: UInt8(20 - $0 * 4)) }
let byteBox = BoundingBox(bytes)!
print(byteBox, byteBox.area)
let lazyBox = BoundingBox((1...100).lazy.map { Point2(x: $0 % 7, y: $0 % 11) })!
print(lazyBox, lazyBox.area)
// expect: [(-3, -2) – (10, 8)]
// expect: size: 13 x 10 area: 130
// expect: contains (0,0): true (11,0): false
// expect: padded: [(-5, -4) – (12, 10)]
// expect: [(48.85, -0.12) – (52.52, 13.4)]
// expect: center: (50.685, 6.640000000000001)
// expect: aspect: 0.27144970414201197
// expect: empty: true
// expect: step 1: [(0.0, -1.5) – (0.5, 0.0)] 0.75
// expect: step 2: [(0.0, -3.0) – (1.0, 0.0)] 3.0
// expect: step 3: [(0.0, -4.5) – (1.5, 0.0)] 6.75
// expect: step 4: [(0.0, -6.0) – (2.0, 0.0)] 12.0
// expect: [(0, 4) – (12, 20)] 192
// expect: [(0, 0) – (6, 10)] 60
