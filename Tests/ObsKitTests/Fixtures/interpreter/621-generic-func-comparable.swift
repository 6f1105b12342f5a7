// Generic functions constrained to Comparable and Equatable work for any conforming type.
func largest<T: Comparable>(_ items: [T]) -> T? {
    guard var best = items.first else { return nil }
    for item in items.dropFirst() where item > best {
        best = item
    }
    return best
}
func indexOf<T: Equatable>(_ target: T, in items: [T]) -> Int? {
    for (i, item) in items.enumerated() where item == target {
        return i
    }
    return nil
}
func swapPair<A, B>(_ pair: (A, B)) -> (B, A) { (pair.1, pair.0) }
print(largest([3, 9, 2]) ?? 0)
print(largest(["pear", "apple", "zucchini", "fig"]) ?? "")
print(largest([Double]()) as Any)
print(indexOf("c", in: ["a", "b", "c"]) ?? -1)
print(indexOf(4, in: [1, 2, 3]) ?? -1)
print(swapPair((1, "one")))

// expect: 9
// expect: zucchini
// expect: nil
// expect: 2
// expect: -1
// expect: ("one", 1)
