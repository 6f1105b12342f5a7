// Swift book style: generic functions with where clauses on Sequence elements and recursive constraints
func allEqual<S: Sequence>(_ s: S) -> Bool where S.Element: Equatable {
    var iterator = s.makeIterator()
    guard let first = iterator.next() else { return true }
    while let next = iterator.next() {
        if next != first { return false }
    }
    return true
}
print(allEqual([1, 1, 1]), allEqual("aab"), allEqual([String]()))

func commonPrefix<C1: Collection, C2: Collection>(_ a: C1, _ b: C2) -> [C1.Element]
    where C1.Element == C2.Element, C1.Element: Equatable {
    var result: [C1.Element] = []
    for (x, y) in zip(a, b) {
        if x != y { break }
        result.append(x)
    }
    return result
}
print(String(commonPrefix("interstellar", "internet")))
print(commonPrefix([1, 2, 3, 4], [1, 2, 9]))

func grouped<S: Sequence, K: Hashable & Comparable>(_ s: S, by key: (S.Element) -> K) -> [(K, [S.Element])] {
    var dict: [K: [S.Element]] = [:]
    for e in s { dict[key(e), default: []].append(e) }
    return dict.keys.sorted().map { ($0, dict[$0]!) }
}
for (k, words) in grouped(["apple", "avocado", "banana", "blueberry", "cherry"], by: { $0.first! }) {
    print(k, words)
}
for (len, nums) in grouped([1, 22, 333, 4, 55], by: { String($0).count }) {
    print(len, nums)
}

extension Sequence where Element: Numeric {
    func sum() -> Element { reduce(0, +) }
}
extension Sequence where Element == String {
    func shout() -> [String] { map { $0.uppercased() } }
}
print([1, 2, 3].sum(), [1.5, 2.5].sum())
print(["a", "b"].shout())

func maxBy<T, U: Comparable>(_ items: [T], _ f: (T) -> U) -> T? {
    items.max { f($0) < f($1) }
}
print(maxBy(["kiwi", "banana", "fig"]) { $0.count } ?? "none")
print(maxBy([Int](), { $0 }) as Any)
// expect: true false true
// expect: inter
// expect: [1, 2]
// expect: a ["apple", "avocado"]
// expect: b ["banana", "blueberry"]
// expect: c ["cherry"]
// expect: 1 [1, 4]
// expect: 2 [22, 55]
// expect: 3 [333]
// expect: 6 4.0
// expect: ["A", "B"]
// expect: banana
// expect: nil
