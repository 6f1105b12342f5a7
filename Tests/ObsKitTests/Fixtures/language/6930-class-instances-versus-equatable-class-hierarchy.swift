// Swift book style (identity operators): === and !== on class instances versus == on an Equatable class hierarchy
class Point: Equatable {
    var x: Int, y: Int
    init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
    static func == (lhs: Point, rhs: Point) -> Bool {
        lhs.x == rhs.x && lhs.y == rhs.y
    }
}

class NamedPoint: Point {
    let name: String
    init(name: String, x: Int, y: Int) {
        self.name = name
        super.init(x: x, y: y)
    }
}

let p1 = Point(x: 1, y: 2)
let p2 = Point(x: 1, y: 2)
let p3 = p1
print(p1 == p2, p1 === p2, p1 !== p2)
print(p1 == p3, p1 === p3)
p3.x = 10
print(p1.x, p1 == p2)

let n = NamedPoint(name: "home", x: 1, y: 2)
print(n == p2, n === p2)
let asBase: Point = n
print(asBase === n, (asBase as? NamedPoint)?.name ?? "-")

let list: [Point] = [p1, p2, n, p1]
let idx = list.firstIndex { $0 === p2 } ?? -1
print("p2 at", idx)
print("equal to p2:", list.filter { $0 == p2 }.count)
print("identical to p1:", list.filter { $0 === p1 }.count)
var unique: [Point] = []
for p in list where !unique.contains(where: { $0 === p }) {
    unique.append(p)
}
print("unique objects:", unique.count)
let anyA: AnyObject = p1
let anyB: AnyObject = p3
print(anyA === anyB, ObjectIdentifier(anyA) == ObjectIdentifier(p2))

// expect: true false true
// expect: true true
// expect: 10 false
// expect: true false
// expect: true home
// expect: p2 at 1
// expect: equal to p2: 2
// expect: identical to p1: 2
// expect: unique objects: 3
// expect: true false
