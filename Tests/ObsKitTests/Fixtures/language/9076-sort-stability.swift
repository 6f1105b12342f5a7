// Compiler test style: sorting — sort stability with sorted(by:), multi-key comparisons with tuples, reverse ordering, and in-place sort on slices
struct Entry {
    let name: String
    let group: Int
    let score: Int
}

let entries = [
    Entry(name: "a", group: 2, score: 50),
    Entry(name: "b", group: 1, score: 70),
    Entry(name: "c", group: 2, score: 70),
    Entry(name: "d", group: 1, score: 50),
    Entry(name: "e", group: 3, score: 70),
    Entry(name: "f", group: 1, score: 70),
    Entry(name: "g", group: 2, score: 50),
]

// sorted(by:) is stable: equal elements keep their original order.
print(entries.sorted { $0.group < $1.group }.map(\.name).joined())
print(entries.sorted { $0.score > $1.score }.map(\.name).joined())

// Chained stable sorts: sort by secondary key first, then primary.
let bySecondary = entries.sorted { $0.score < $1.score }
let chained = bySecondary.sorted { $0.group < $1.group }
print(chained.map { "\($0.name)\($0.group)\($0.score / 10)" }.joined(separator: " "))

// Tuple comparison for multi-key sorting.
let multi = entries.sorted { ($0.group, -$0.score, $0.name) < ($1.group, -$1.score, $1.name) }
print(multi.map(\.name).joined())

// Stability with a large run of equal keys.
let many = (0..<40).map { (key: $0 % 3, id: $0) }
let sortedMany = many.sorted { $0.key < $1.key }
var stable = true
for (x, y) in zip(sortedMany, sortedMany.dropFirst()) where x.key == y.key && x.id > y.id {
    stable = false
}
print(stable, sortedMany.prefix(5).map(\.id), sortedMany.suffix(3).map(\.id))

// In-place sorting of a slice leaves the rest untouched.
var arr = [9, 8, 7, 6, 5, 4, 3, 2, 1]
arr[2..<6].sort()
print(arr)
arr.sort(by: >)
print(arr)
arr.reverse()
print(arr, Array(arr.reversed().prefix(2)))

// Sorting strings: case-sensitive, by length, and localized-free lowercase key.
let words = ["banana", "Apple", "cherry", "apple", "Banana", "fig"]
print(words.sorted())
print(words.sorted { $0.lowercased() < $1.lowercased() })
print(words.sorted { $0.count < $1.count })
print(words.sorted(by: >).first!, words.min()!, words.max(by: { $0.count < $1.count })!)

// Sorting optionals with nil last.
let opt: [Int?] = [3, nil, 1, nil, 2]
let ordered = opt.sorted { l, r in
    switch (l, r) {
    case let (x?, y?): return x < y
    case (nil, _): return false
    case (_, nil): return true
    }
}
print(ordered.map { $0.map(String.init) ?? "nil" })
print([3, 1, 2].sorted().elementsEqual([1, 2, 3]), [1, 2, 2, 3].lexicographicallyPrecedes([1, 2, 3]))

// expect: bdfacge
// expect: bcefadg
// expect: d15 b17 f17 a25 g25 c27 e37
// expect: bfdcage
// expect: true [0, 3, 6, 9, 12] [32, 35, 38]
// expect: [9, 8, 4, 5, 6, 7, 3, 2, 1]
// expect: [9, 8, 7, 6, 5, 4, 3, 2, 1]
// expect: [1, 2, 3, 4, 5, 6, 7, 8, 9] [9, 8]
// expect: ["Apple", "Banana", "apple", "banana", "cherry", "fig"]
// expect: ["Apple", "apple", "banana", "Banana", "cherry", "fig"]
// expect: ["fig", "Apple", "apple", "banana", "cherry", "Banana"]
// expect: fig Apple banana
// expect: ["1", "2", "3", "nil", "nil"]
// expect: true true
