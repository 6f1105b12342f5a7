// `where` clauses constrain associated types of generic parameters.
func allEqual<C: Collection>(_ c: C) -> Bool where C.Element: Equatable {
    guard let first = c.first else { return true }
    return c.allSatisfy { $0 == first }
}
func sameElements<A: Sequence, B: Sequence>(_ a: A, _ b: B) -> Bool
    where A.Element == B.Element, A.Element: Comparable {
    a.sorted() == b.sorted()
}
func sumAll<S: Sequence>(_ s: S) -> S.Element where S.Element: Numeric {
    var total: S.Element = 0
    for x in s { total += x }
    return total
}
print(allEqual([1, 1, 1]), allEqual(["a", "b"]), allEqual([Int]()))
print(sameElements([3, 1, 2], [1, 2, 3]), sameElements(["x"], ["y"]))
print(sumAll([1, 2, 3, 4]), sumAll([0.5, 0.25]))
print(sumAll(1...10))

// expect: true false true
// expect: true false
// expect: 10 0.75
// expect: 55
