// Sets of user-defined structs: synthesized vs partial hashing, insert results, update, subsets, sorted output
struct Point: Hashable, Comparable, CustomStringConvertible {
    var x: Int, y: Int
    static func < (a: Point, b: Point) -> Bool { (a.x, a.y) < (b.x, b.y) }
    var description: String { "(\(x),\(y))" }
}
struct Tagged: Hashable {
    let id: Int
    var note: String
    static func == (a: Tagged, b: Tagged) -> Bool { a.id == b.id }
    func hash(into h: inout Hasher) { h.combine(id) }
}

var pts: Set<Point> = [Point(x: 1, y: 2), Point(x: 0, y: 0), Point(x: 1, y: 2)]
print(pts.count, pts.sorted())
let r1 = pts.insert(Point(x: 3, y: 3))
let r2 = pts.insert(Point(x: 0, y: 0))
print(r1.inserted, r1.memberAfterInsert, r2.inserted, r2.memberAfterInsert)
print(pts.contains(Point(x: 3, y: 3)), pts.contains(Point(x: 3, y: 4)))
print(pts.remove(Point(x: 1, y: 2)) as Any, pts.remove(Point(x: 9, y: 9)) as Any)
print(pts.sorted(), pts.min()!, pts.max()!)

var tags: Set<Tagged> = [Tagged(id: 1, note: "first")]
let ins = tags.insert(Tagged(id: 1, note: "second"))
print(ins.inserted, ins.memberAfterInsert.note)
let upd = tags.update(with: Tagged(id: 1, note: "third"))
print(upd?.note as Any, tags.first!.note)
let upd2 = tags.update(with: Tagged(id: 2, note: "new"))
print(upd2 as Any, tags.map(\.id).sorted())
print(tags.contains(Tagged(id: 2, note: "anything")))

let square = Set((0..<2).flatMap { x in (0..<2).map { Point(x: x, y: $0) } })
let diag: Set = [Point(x: 0, y: 0), Point(x: 1, y: 1)]
print(square.count, diag.isSubset(of: square), square.isStrictSuperset(of: diag), diag.isDisjoint(with: [Point(x: 5, y: 5)]))
print(square.subtracting(diag).sorted(), square.intersection([Point(x: 1, y: 1), Point(x: 7, y: 7)]))
print(square.symmetricDifference([Point(x: 0, y: 0), Point(x: 2, y: 2)]).sorted())
let byX = Dictionary(grouping: square, by: \.x).mapValues { Set($0.map(\.y)) }
print(byX.keys.sorted().map { "\($0):\(byX[$0]!.sorted())" })
var visited = Set<Point>()
var path: [Point] = []
for step in [Point(x: 0, y: 0), Point(x: 0, y: 1), Point(x: 0, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1)] {
    if visited.insert(step).inserted { path.append(step) } else { print("revisit", step) }
}
print(path)
let a = Point(x: 4, y: 5), b = Point(x: 4, y: 5)
print(a.hashValue == b.hashValue, a == b, Set([a, b]).count)
let filtered = square.filter { $0.x == $0.y }
print(type(of: filtered), filtered == diag, filtered.sorted().map(\.description).joined(separator: " "))

// expect: 2 [(0,0), (1,2)]
// expect: true (3,3) false (0,0)
// expect: true false
// expect: Optional((1,2)) nil
// expect: [(0,0), (3,3)] (0,0) (3,3)
// expect: false first
// expect: Optional("first") third
// expect: nil [1, 2]
// expect: true
// expect: 4 true true true
// expect: [(0,1), (1,0)] [(1,1)]
// expect: [(0,1), (1,0), (1,1), (2,2)]
// expect: ["0:[0, 1]", "1:[0, 1]"]
// expect: revisit (0,0)
// expect: revisit (0,1)
// expect: [(0,0), (0,1), (1,1)]
// expect: true true 1
// expect: Set<Point> true (0,0) (1,1)
