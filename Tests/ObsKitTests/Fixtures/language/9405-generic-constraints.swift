// generics with constraints: where clauses, Comparable/Numeric bounds, generic structs and extensions (expected output from swiftc 6.3.1 on Linux)
func largest<T: Comparable>(_ items: [T]) -> T? {
    guard var best = items.first else { return nil }
    for item in items.dropFirst() where item > best { best = item }
    return best
}

func average<T: BinaryInteger>(_ values: [T]) -> Double {
    values.isEmpty ? 0 : Double(values.reduce(0, +)) / Double(values.count)
}

func average<T: BinaryFloatingPoint>(_ values: [T]) -> Double {
    values.isEmpty ? 0 : Double(values.reduce(0, +)) / Double(values.count)
}

func commonElements<A: Sequence, B: Sequence>(_ a: A, _ b: B) -> [A.Element]
    where A.Element: Hashable, A.Element == B.Element {
    let set = Set(b)
    return a.filter { set.contains($0) }
}

struct Pair<First, Second> {
    let first: First
    let second: Second
    func swapped() -> Pair<Second, First> { Pair<Second, First>(first: second, second: first) }
}

extension Pair: Equatable where First: Equatable, Second: Equatable {}

extension Pair where First == Second, First: Numeric {
    var sum: First { first + second }
}

struct Box<T: CustomStringConvertible> {
    var items: [T] = []
    mutating func add(_ item: T) { items.append(item) }
    func render() -> String { "[" + items.map(\.description).joined(separator: "|") + "]" }
}

extension Box where T: Comparable {
    func sortedRender() -> String { "[" + items.sorted().map(\.description).joined(separator: "|") + "]" }
}

print(largest([3, 9, 2, 7]) ?? 0)
print(largest(["pear", "apple", "quince"]) ?? "")
print(largest([Double]()) as Any)
print(average([1, 2, 3, 4]), average([2.5, 3.5]), average([UInt8(10), 20]))
print(commonElements([1, 2, 3, 4, 5], [4, 2, 8]))
print(commonElements("hello", "world"))

let p = Pair(first: "age", second: 30)
print(p.swapped().first, p.swapped().second)
print(Pair(first: 1, second: 2) == Pair(first: 1, second: 2))
print(Pair(first: 2.5, second: 4.0).sum)

var box = Box<Int>()
[5, 3, 8].forEach { box.add($0) }
print(box.render(), box.sortedRender())
var words = Box<String>(items: ["b", "c", "a"])
words.add("aa")
print(words.sortedRender())
// expect: 9
// expect: quince
// expect: nil
// expect: 2.5 3.0 15.0
// expect: [2, 4]
// expect: ["l", "l", "o"]
// expect: 30 age
// expect: true
// expect: 6.5
// expect: [5|3|8] [3|5|8]
// expect: [a|aa|b|c]
