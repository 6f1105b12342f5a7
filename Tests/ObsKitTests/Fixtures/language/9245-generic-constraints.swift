// generic-constraints
// expected output: swiftc 6.3.1 (Linux), run on this machine
func largest<T: Comparable>(_ xs: [T]) -> T? {
    guard var best = xs.first else { return nil }
    for x in xs.dropFirst() where x > best { best = x }
    return best
}
print(largest([3, 9, 2]) as Any, largest(["pear", "apple", "zebra"]) as Any, largest([Double]()) as Any)

struct Stack<Element> {
    private var items: [Element] = []
    var isEmpty: Bool { items.isEmpty }
    var count: Int { items.count }
    mutating func push(_ e: Element) { items.append(e) }
    mutating func pop() -> Element? { items.popLast() }
    func peek() -> Element? { items.last }
}
extension Stack where Element: Numeric {
    func sum() -> Element {
        var copy = self
        var total: Element = 0
        while let x = copy.pop() { total += x }
        return total
    }
}
extension Stack where Element == String {
    func joined() -> String {
        var copy = self, parts: [String] = []
        while let x = copy.pop() { parts.append(x) }
        return parts.joined(separator: "<")
    }
}
var ints = Stack<Int>()
for i in 1...5 { ints.push(i * i) }
print(ints.sum(), ints.count, ints.peek() ?? -1)
var words = Stack<String>()
["a", "b", "c"].forEach { words.push($0) }
print(words.joined(), words.pop() ?? "", words.count)
var doubles = Stack<Double>()
doubles.push(0.5); doubles.push(0.25)
print(doubles.sum())

func common<S1: Sequence, S2: Sequence>(_ a: S1, _ b: S2) -> [S1.Element]
    where S1.Element: Equatable, S1.Element == S2.Element {
    var result: [S1.Element] = []
    for x in a where b.contains(x) && !result.contains(x) { result.append(x) }
    return result
}
print(common([1, 2, 3, 2, 4], Set([2, 4, 6]).sorted()))
print(common("hello", "yellow"))

struct Pair<A, B> {
    let first: A
    let second: B
    func swapped() -> Pair<B, A> { Pair<B, A>(first: second, second: first) }
    func mapFirst<C>(_ f: (A) -> C) -> Pair<C, B> { Pair<C, B>(first: f(first), second: second) }
}
extension Pair: Equatable where A: Equatable, B: Equatable {}
let p = Pair(first: 1, second: "one")
print(p.swapped(), p.mapFirst { $0 * 10 }.first)
print(p == Pair(first: 1, second: "one"), p.swapped() == Pair(first: "one", second: 2))

func describeAll<T: CustomStringConvertible>(_ xs: T...) -> String {
    xs.map(\.description).joined(separator: "|")
}
print(describeAll(1, 2, 3), describeAll(true, false))

extension Array {
    func grouped<K: Hashable & Comparable>(by key: (Element) -> K) -> [(K, [Element])] {
        Dictionary(grouping: self, by: key).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
for (k, v) in ["ant", "bee", "cat", "ape", "cow"].grouped(by: { $0.first! }) { print(k, v) }

func clampAll<T>(_ xs: [T], to range: ClosedRange<T>) -> [T] where T: Comparable {
    xs.map { min(max($0, range.lowerBound), range.upperBound) }
}
print(clampAll([-5, 3, 12], to: 0...10), clampAll(["a", "m", "z"], to: "c"..."x"))

// expect: Optional(9) Optional("zebra") nil
// expect: 55 5 25
// expect: c<b<a c 2
// expect: 0.75
// expect: [2, 4]
// expect: ["e", "l", "o"]
// expect: Pair<String, Int>(first: "one", second: 1) 10
// expect: true false
// expect: 1|2|3 true|false
// expect: a ["ant", "ape"]
// expect: b ["bee"]
// expect: c ["cat", "cow"]
// expect: [0, 3, 10] ["c", "m", "x"]
