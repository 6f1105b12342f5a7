// Generic structs with where-constrained extensions, static factory methods per constraint, and overload choice
struct Pair<A, B> {
    var first: A
    var second: B
}

extension Pair {
    func swapped() -> Pair<B, A> { Pair<B, A>(first: second, second: first) }
    static func of(_ a: A, _ b: B) -> Pair { Pair(first: a, second: b) }
}
extension Pair where A == B {
    static func twin(_ v: A) -> Pair { Pair(first: v, second: v) }
    var asArray: [A] { [first, second] }
    func map<T>(_ f: (A) -> T) -> Pair<T, T> { Pair<T, T>(first: f(first), second: f(second)) }
}
extension Pair where A: Numeric, B: Numeric {
    static var zero: Pair { Pair(first: 0, second: 0) }
}
extension Pair where A == Int, B == Int {
    var sum: Int { first + second }
    static func range(_ r: ClosedRange<Int>) -> Pair { Pair(first: r.lowerBound, second: r.upperBound) }
}
extension Pair where A: Comparable, A == B {
    var ordered: Pair { first <= second ? self : swapped() }
    var max: A { Swift.max(first, second) }
}
extension Pair: Equatable where A: Equatable, B: Equatable {}
extension Pair: CustomStringConvertible {
    var description: String { "<\(first), \(second)>" }
}
extension Pair where A: CustomStringConvertible {
    func label() -> String { "A-describable: \(first.description)" }
}
extension Pair where A == String {
    func label() -> String { "A-string: \(first.uppercased())" }
}

let p = Pair.of(1, "one")
print(p, p.swapped())
print(Pair.twin(3).asArray, Pair.twin("x").map { $0 + "!" })
print(Pair<Int, Double>.zero, Pair<Double, Double>.zero)
print(Pair.range(2...9).sum, Pair(first: 4, second: 5).sum)
print(Pair(first: 9, second: 2).ordered, Pair(first: "b", second: "a").ordered, Pair.twin(1.5).max)
print(Pair(first: 1, second: "a") == Pair(first: 1, second: "a"), Pair.twin(2) == Pair.twin(3))
print(Pair(first: 5, second: 0).label())
print(Pair(first: "str", second: 0).label())
print(Pair.twin(4).map(Double.init).map { $0 / 8 })

struct Stack<Element> {
    private(set) var items: [Element] = []
    mutating func push(_ e: Element) { items.append(e) }
}
extension Stack where Element: Hashable {
    var uniqueCount: Int { Set(items).count }
    static func from<S: Sequence>(_ s: S) -> Stack where S.Element == Element {
        var st = Stack()
        for e in s { st.push(e) }
        return st
    }
}
extension Stack where Element: Sequence, Element.Element: Numeric {
    var innerTotals: [Element.Element] { items.map { $0.reduce(0, +) } }
}
let st = Stack.from("hello")
print(st.items.count, st.uniqueCount)
var ns = Stack<[Int]>()
ns.push([1, 2]); ns.push([]); ns.push([10])
print(ns.innerTotals)
var rs = Stack<ClosedRange<Int>>()
rs.push(1...4)
print(rs.innerTotals, Stack.from(Set([1])).uniqueCount)

// expect: <1, one> <one, 1>
// expect: [3, 3] <x!, x!>
// expect: <0, 0.0> <0.0, 0.0>
// expect: 11 9
// expect: <2, 9> <a, b> 1.5
// expect: true false
// expect: A-describable: 5
// expect: A-string: STR
// expect: <0.5, 0.5>
// expect: 5 4
// expect: [3, 0, 10]
// expect: [10] 1
