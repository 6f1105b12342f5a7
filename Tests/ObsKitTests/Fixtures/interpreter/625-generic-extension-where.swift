// Extending a generic type only where its parameter satisfies a constraint.
struct Pair<T> {
    var first: T
    var second: T
    func swapped() -> Pair<T> { Pair(first: second, second: first) }
}
extension Pair where T: Comparable {
    var smaller: T { min(first, second) }
    var isOrdered: Bool { first <= second }
}
extension Pair where T == String {
    var joined: String { first + "-" + second }
}
let p = Pair(first: 8, second: 3)
print(p.smaller, p.isOrdered, p.swapped().isOrdered)
let s = Pair(first: "left", second: "right")
print(s.joined, s.swapped().joined, s.smaller)

// expect: 3 false true
// expect: left-right right-left left
