// Empty collections of a generic parameter's type: `[T]()`, `Set<T>()`, `[Key: [Element]]()`.
// Expected output from swiftc 6.3.1 on Linux.
func uniques<T: Hashable>(_ items: [T]) -> [T] {
    var seen = Set<T>()
    var result = [T]()
    for item in items where seen.insert(item).inserted { result.append(item) }
    return result
}
func grouped<Element, Key: Hashable>(_ items: [Element], by key: (Element) -> Key) -> [Key: [Element]] {
    var groups = [Key: [Element]]()
    for item in items { groups[key(item), default: []].append(item) }
    return groups
}
print(uniques([3, 1, 3, 2, 1]), uniques(["b", "a", "b"]))
let byLength = grouped(["kiwi", "fig", "pear", "plum"]) { $0.count }
print(byLength.keys.sorted().map { "\($0): \(byLength[$0]!)" })

// expect: [3, 1, 2] ["b", "a"]
// expect: ["3: [\"fig\"]", "4: [\"kiwi\", \"pear\", \"plum\"]"]
