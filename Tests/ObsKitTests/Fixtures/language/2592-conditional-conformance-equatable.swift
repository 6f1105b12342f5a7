// Compiler test style: conditional conformances of a generic struct to Equatable, Hashable and CustomStringConvertible
struct Pair<A, B> {
    var first: A
    var second: B
}

extension Pair: Equatable where A: Equatable, B: Equatable {}
extension Pair: Hashable where A: Hashable, B: Hashable {}
extension Pair: CustomStringConvertible where A: CustomStringConvertible {
    var description: String { "<\(first) & \(second)>" }
}

protocol Shape { func area() -> Int }
struct Sq: Shape { var s: Int; func area() -> Int { s * s } }

extension Array: Shape where Element: Shape {
    func area() -> Int { reduce(0) { $0 + $1.area() } }
}

func isEqual<T: Equatable>(_ x: T, _ y: T) -> Bool { x == y }

let p1 = Pair(first: 1, second: "x")
let p2 = Pair(first: 1, second: "x")
let p3 = Pair(first: 2, second: "x")
print(isEqual(p1, p2))
print(p1 == p3)
var set = Set<Pair<Int, String>>()
set.insert(p1); set.insert(p2); set.insert(p3)
print(set.count)
print(p1)
print("\(p3)")
let nested = Pair(first: Pair(first: 1, second: 2), second: [3])
print(nested)
print(nested == Pair(first: Pair(first: 1, second: 2), second: [3]))
let shapes: [Sq] = [Sq(s: 2), Sq(s: 3)]
print(shapes.area())
let deep: [[Sq]] = [shapes, [Sq(s: 1)]]
print(deep.area())
// expect: true
// expect: false
// expect: 2
// expect: <1 & x>
// expect: <2 & x>
// expect: <<1 & 2> & [3]>
// expect: true
// expect: 13
// expect: 14
