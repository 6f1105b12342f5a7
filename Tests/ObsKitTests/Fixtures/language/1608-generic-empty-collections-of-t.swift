// Generics: creating empty collections of the parameter type (`[Element]()`, `[Key: [Element]]()`, `Set<T>()`) and grouping generically.
// expected output: swiftc 6.3.1 (Linux), run on this machine
func group<Element, Key: Hashable>(_ items: [Element], by key: (Element) -> Key) -> [Key: [Element]] {
    var result = [Key: [Element]]()
    for item in items {
        result[key(item), default: [Element]()].append(item)
    }
    return result
}

func uniques<T: Hashable>(_ items: [T]) -> [T] {
    var seen = Set<T>()
    var out = [T]()
    for i in items where !seen.contains(i) {
        seen.insert(i)
        out.append(i)
    }
    return out
}

func chunks<T>(_ items: [T], size: Int) -> [[T]] {
    var all: [[T]] = []
    var current = Array<T>()
    for i in items {
        current.append(i)
        if current.count == size {
            all.append(current)
            current = []
        }
    }
    if !current.isEmpty { all.append(current) }
    return all
}

let words = ["apple", "avocado", "banana", "blueberry", "cherry", "apricot"]
let byLetter = group(words) { $0.first! }
for key in byLetter.keys.sorted() {
    print(key, byLetter[key]!)
}
let byLength = group([1, 22, 333, 4, 55]) { String($0).count }
print(byLength.keys.sorted().map { "\($0): \(byLength[$0]!)" })
print(uniques([3, 1, 3, 2, 1]), uniques(["x", "y", "x"]))
print(chunks(Array(1...7), size: 3))
print(chunks([String](), size: 2))

// expect: a ["apple", "avocado", "apricot"]
// expect: b ["banana", "blueberry"]
// expect: c ["cherry"]
// expect: ["1: [1, 4]", "2: [22, 55]", "3: [333]"]
// expect: [3, 1, 2] ["x", "y"]
// expect: [[1, 2, 3], [4, 5, 6], [7]]
// expect: []
