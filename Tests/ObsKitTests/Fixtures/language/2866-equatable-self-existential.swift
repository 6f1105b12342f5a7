// Compiler test style: comparing heterogeneous existentials of a Self-requirement protocol by opening them
protocol Shape: Equatable { var area: Int { get } }
struct Sq: Shape { var side: Int; var area: Int { side * side } }
struct Rc: Shape { var w: Int; var h: Int; var area: Int { w * h } }
extension Equatable {
    func isEqual(to other: any Equatable) -> Bool {
        guard let o = other as? Self else { return false }
        return self == o
    }
}
func same(_ a: any Shape, _ b: any Shape) -> Bool { a.isEqual(to: b) }
print(same(Sq(side: 2), Sq(side: 2)), same(Sq(side: 2), Sq(side: 3)))
print(same(Sq(side: 2), Rc(w: 2, h: 2)), same(Rc(w: 1, h: 4), Rc(w: 1, h: 4)))
let shapes: [any Shape] = [Sq(side: 1), Rc(w: 1, h: 1), Sq(side: 1), Rc(w: 2, h: 3)]
var unique: [any Shape] = []
for s in shapes where !unique.contains(where: { same($0, s) }) { unique.append(s) }
print(unique.count, unique.map(\.area))
print(shapes.map { type(of: $0) == Sq.self })
func areaSum(_ xs: [any Shape]) -> Int { xs.map(\.area).reduce(0, +) }
print(areaSum(shapes))
// expect: true false
// expect: false true
// expect: 3 [1, 1, 6]
// expect: [true, false, true, false]
// expect: 9
