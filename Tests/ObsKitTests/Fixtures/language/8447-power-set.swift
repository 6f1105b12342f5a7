// Rosetta-style task: Power set via reduce, via bitmasks, and subsets summing to a target
func powerSet<T>(_ items: [T]) -> [[T]] {
    items.reduce([[]]) { subsets, element in
        subsets + subsets.map { $0 + [element] }
    }
}

func powerSetBits<T>(_ items: [T]) -> [[T]] {
    (0..<(1 << items.count)).map { mask in
        items.indices.filter { mask & (1 << $0) != 0 }.map { items[$0] }
    }
}

let base = [1, 2, 3]
let ps = powerSet(base)
print("Power set of \(base): \(ps.count) subsets")
print(ps.map { "{" + $0.map(String.init).joined(separator: ",") + "}" }.joined(separator: " "))

let viaBits = powerSetBits(["a", "b", "c", "d"])
let bySize = Dictionary(grouping: viaBits, by: \.count)
for size in bySize.keys.sorted() {
    let sets = bySize[size]!.map { $0.joined() }.sorted()
    print("size \(size): \(sets.map { $0.isEmpty ? "∅" : $0 }.joined(separator: " "))")
}

let coins = [3, 34, 4, 12, 5, 2]
let target = 9
let hits = powerSet(coins).filter { $0.reduce(0, +) == target }.map { $0.sorted() }
print("Subsets of \(coins) summing to \(target): \(hits.sorted { $0.lexicographicallyPrecedes($1) })")
print("Empty set power set: \(powerSet([Int]()))")

// expect: Power set of [1, 2, 3]: 8 subsets
// expect: {} {1} {2} {1,2} {3} {1,3} {2,3} {1,2,3}
// expect: size 0: ∅
// expect: size 1: a b c d
// expect: size 2: ab ac ad bc bd cd
// expect: size 3: abc abd acd bcd
// expect: size 4: abcd
// expect: Subsets of [3, 34, 4, 12, 5, 2] summing to 9: [[2, 3, 4], [4, 5]]
// expect: Empty set power set: [[]]
