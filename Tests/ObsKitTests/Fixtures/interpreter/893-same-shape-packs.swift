// Two packs of one shape: a same-shape requirement, elements walked in step, tuples of pairs, and a
// comparison of two tuples of one pack type. Expected output: swiftc 6.3.1 on this machine.
func zipped<each A, each B>(_ a: (repeat each A), _ b: (repeat each B)) -> (repeat (each A, each B))
    where (repeat (each A, each B)): Any {
    (repeat (each a, each b))
}
print(zipped((1, "x"), (2.5, true)))
print(zipped(1, "solo"))
func differences<each T: Equatable>(_ old: repeat each T, now new: repeat each T) -> [Int] {
    var changed: [Int] = []
    var index = 0
    for (before, after) in repeat (each old, each new) {
        if before != after { changed.append(index) }
        index += 1
    }
    return changed
}
print(differences(1, "a", 2.0, now: 1, "b", 3.0))
print(differences())
func lexicallyLess<each T: Comparable>(_ lhs: (repeat each T), _ rhs: (repeat each T)) -> Bool {
    for (l, r) in repeat (each lhs, each rhs) {
        if l < r { return true }
        if r < l { return false }
    }
    return false
}
print(lexicallyLess((1, "b"), (1, "c")), lexicallyLess((2, "a"), (1, "z")), lexicallyLess((1, "a"), (1, "a")))
func labeled<each K, each V>(keys: repeat each K, values: repeat each V) -> [String] where (repeat (each K, each V)): Any {
    var out: [String] = []
    repeat out.append(String(describing: each keys) + "=" + String(describing: each values))
    return out
}
print(labeled(keys: "a", "b", values: 1, [2]))

// expect: ((1, 2.5), ("x", true))
// expect: (1, "solo")
// expect: [1, 2]
// expect: []
// expect: true false false
// expect: ["a=1", "b=[2]"]
