// Exercism style (Custom Set): a generic struct set over a sorted array with Equatable and set algebra
struct CustomSet<T: Comparable>: Equatable, CustomStringConvertible {
    private var items: [T] = []

    init(_ elements: [T]) {
        for e in elements { add(e) }
    }

    var isEmpty: Bool { items.isEmpty }
    var size: Int { items.count }
    var description: String { "{" + items.map { "\($0)" }.joined(separator: ", ") + "}" }

    func contains(_ e: T) -> Bool { items.contains(e) }

    mutating func add(_ e: T) {
        guard !contains(e) else { return }
        items.append(e)
        items.sort()
    }

    func isSubset(of other: CustomSet) -> Bool { items.allSatisfy(other.contains) }
    func isDisjoint(with other: CustomSet) -> Bool { !items.contains(where: other.contains) }
    func intersection(_ other: CustomSet) -> CustomSet { CustomSet(items.filter(other.contains)) }
    func difference(_ other: CustomSet) -> CustomSet { CustomSet(items.filter { !other.contains($0) }) }
    func union(_ other: CustomSet) -> CustomSet { CustomSet(items + other.items) }
}

let a = CustomSet([3, 1, 2, 1])
let b = CustomSet([2, 3, 4])
let empty = CustomSet<Int>([])
print(a, b, empty, a.size, empty.isEmpty)
print(a.contains(2), a.contains(9))
print(a.isSubset(of: b), CustomSet([2, 3]).isSubset(of: b), empty.isSubset(of: a))
print(a.isDisjoint(with: b), a.isDisjoint(with: CustomSet([7, 8])), empty.isDisjoint(with: empty))
print(a.intersection(b), a.difference(b), a.union(b), b.difference(a))
print(a == CustomSet([1, 2, 3]), a == b, empty == CustomSet([]))
var grow = CustomSet(["pear"])
grow.add("apple")
grow.add("pear")
grow.add("fig")
print(grow, grow.size)
print(grow.union(CustomSet(["kiwi", "apple"])).description.count)

// expect: {1, 2, 3} {2, 3, 4} {} 3 true
// expect: true false
// expect: false true true
// expect: false true true
// expect: {2, 3} {1} {1, 2, 3, 4} {4}
// expect: true false true
// expect: {apple, fig, pear} 3
// expect: 24
