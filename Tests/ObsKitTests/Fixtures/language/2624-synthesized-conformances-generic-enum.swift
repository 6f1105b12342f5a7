// Compiler test style: synthesized Equatable, Hashable and Comparable for generic enums and structs under conditions
enum Priority<Detail>: Comparable where Detail: Comparable {
    case low
    case medium(Detail)
    case high(Detail, Int)
}
enum Shape<T> {
    case dot
    case line(T, T)
}
extension Shape: Equatable where T: Equatable {}
extension Shape: Hashable where T: Hashable {}

struct Entry<K: Hashable, V: Hashable>: Hashable {
    var key: K
    var values: [V]
}

let ps: [Priority<String>] = [.high("b", 2), .low, .medium("z"), .high("b", 1), .medium("a"), .high("a", 9)]
print(ps.sorted())
print(ps.max()!, ps.min()!)
print(Priority.medium(3) < .high(0, 0), Priority<Int>.low > .medium(1))
print(Shape.line(1, 2) == .line(1, 2), Shape.line(1, 2) == .line(2, 1), Shape<Int>.dot == .dot)
let shapeSet: Set<Shape<String>> = [.dot, .line("a", "b"), .dot, .line("a", "b")]
print(shapeSet.count)
let e1 = Entry(key: "k", values: [1, 2])
let e2 = Entry(key: "k", values: [1, 2])
print(e1 == e2, e1.hashValue == e2.hashValue)
var dict: [Entry<String, Int>: String] = [e1: "first"]
dict[e2] = "second"
print(dict.count, dict[e1]!)
print(e1)
// expect: [main.Priority<Swift.String>.low, main.Priority<Swift.String>.medium("a"), main.Priority<Swift.String>.medium("z"), main.Priority<Swift.String>.high("a", 9), main.Priority<Swift.String>.high("b", 1), main.Priority<Swift.String>.high("b", 2)]
// expect: high("b", 2) low
// expect: true false
// expect: true false true
// expect: 2
// expect: true true
// expect: 1 second
// expect: Entry<String, Int>(key: "k", values: [1, 2])
