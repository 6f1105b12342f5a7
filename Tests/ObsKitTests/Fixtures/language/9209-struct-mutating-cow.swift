// struct-mutating-cow
// expected output: swiftc 6.3.1 (Linux), run on this machine

struct Point: Equatable, CustomStringConvertible {
    var x = 0, y = 0
    mutating func move(dx: Int, dy: Int) { x += dx; y += dy }
    func moved(dx: Int, dy: Int) -> Point { var p = self; p.move(dx: dx, dy: dy); return p }
    mutating func reset() { self = Point() }
    var description: String { "(\(x), \(y))" }
}

final class Storage {
    var values: [Int]
    init(_ v: [Int]) { values = v }
}

struct CowArray {
    private var storage: Storage
    private(set) var copies = 0
    init(_ v: [Int]) { storage = Storage(v) }
    var values: [Int] { storage.values }
    mutating func append(_ v: Int) {
        if !isKnownUniquelyReferenced(&storage) {
            storage = Storage(storage.values)
            copies += 1
        }
        storage.values.append(v)
    }
}

struct Polygon {
    var name: String
    var points: [Point]
    var perimeterish: Int { points.reduce(0) { $0 + abs($1.x) + abs($1.y) } }
    mutating func translate(by d: Int) {
        for i in points.indices { points[i].move(dx: d, dy: d) }
    }
}

var a = Point(x: 1, y: 2)
var b = a
b.move(dx: 10, dy: 10)
print(a, b, a == b)
let c = a.moved(dx: -1, dy: -2)
print(c, c == Point())
b.reset()
print(b)

var poly = Polygon(name: "tri", points: [Point(x: 0, y: 0), Point(x: 3, y: 0), Point(x: 0, y: 4)])
var copy = poly
copy.translate(by: 1)
copy.name = "moved"
print(poly.name, poly.points, poly.perimeterish)
print(copy.name, copy.points, copy.perimeterish)

var arr1 = [1, 2, 3]
var arr2 = arr1
arr2.append(4)
arr1[0] = 100
print(arr1, arr2)

var d1 = ["k": [1]]
var d2 = d1
d2["k"]?.append(2)
print(d1, d2)

var cw = CowArray([1])
cw.append(2)
print(cw.values, cw.copies)
var cw2 = cw
cw2.append(3)
cw2.append(4)
print(cw.values, cw.copies, cw2.values, cw2.copies)

func bumpAll(_ pts: inout [Point]) { for i in pts.indices { pts[i].x += 1 } }
var pts = [Point(x: 1, y: 1), Point(x: 2, y: 2)]
let before = pts
bumpAll(&pts)
print(before, pts)
var s = "abc"
var t = s
t += "d"
s.removeFirst()
print(s, t)
let frozen = Point(x: 9, y: 9)
var thawed = frozen
thawed.x = 0
print(frozen, thawed)

// expect: (1, 2) (11, 12) false
// expect: (0, 0) true
// expect: (0, 0)
// expect: tri [(0, 0), (3, 0), (0, 4)] 7
// expect: moved [(1, 1), (4, 1), (1, 5)] 13
// expect: [100, 2, 3] [1, 2, 3, 4]
// expect: ["k": [1]] ["k": [1, 2]]
// expect: [1, 2] 0
// expect: [1, 2] 0 [1, 2, 3, 4] 1
// expect: [(1, 1), (2, 2)] [(2, 1), (3, 2)]
// expect: bc abcd
// expect: (9, 9) (0, 9)
