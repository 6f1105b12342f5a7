// Compiler test style: same-type constraints across multiple generic parameters and their associated types
func merge<A: Sequence, B: Sequence>(_ a: A, _ b: B) -> [A.Element]
    where A.Element == B.Element, A.Element: Comparable {
    var result = Array(a) + Array(b)
    result.sort()
    return result
}

func zipWith<A: Collection, B: Collection, R>(_ a: A, _ b: B, _ f: (A.Element, B.Element) -> R) -> [R] {
    zip(a, b).map(f)
}

func lookup<D: Collection, K>(_ d: D, _ k: K) -> [String]
    where D.Element == (key: K, value: String), K: Equatable {
    d.filter { $0.key == k }.map { $0.value }
}

func commonPrefix<C1: Collection, C2: Collection>(_ a: C1, _ b: C2) -> [C1.Element]
    where C1.Element == C2.Element, C1.Element: Equatable {
    var out: [C1.Element] = []
    for (x, y) in zip(a, b) {
        guard x == y else { break }
        out.append(x)
    }
    return out
}

print(merge([5, 1], Set([3])))
print(merge("ca", ["b"]))
print(merge(1...3, [2, 0]))
print(zipWith([1, 2, 3], ["a", "b"]) { "\($1)\($0)" })
print(zipWith(0..<3, [1.5, 2.5, 3.5], { Double($0) * $1 }))
print(lookup([(key: 1, value: "one"), (key: 2, value: "two"), (key: 1, value: "uno")], 1))
print(String(commonPrefix("swiftly", "swimming")))
print(commonPrefix([1, 2, 3], [1, 2, 4, 5]))
print(commonPrefix([Int](), 0..<5).isEmpty)
// expect: [1, 3, 5]
// expect: ["a", "b", "c"]
// expect: [0, 1, 2, 2, 3]
// expect: ["a1", "b2"]
// expect: [0.0, 2.5, 7.0]
// expect: ["one", "uno"]
// expect: swi
// expect: [1, 2]
// expect: true
