// Generic where clauses and constrained extensions
func allEqual<C: Collection>(_ c: C) -> Bool where C.Element: Equatable {
    guard let first = c.first else { return true }
    return c.allSatisfy { $0 == first }
}

func sumAll<S: Sequence>(_ s: S) -> Int where S.Element == Int {
    s.reduce(0, +)
}

extension Array where Element: Numeric {
    func total() -> Element { reduce(0, +) }
}

struct Box<T> {
    let value: T
}
extension Box where T == String {
    var length: Int { value.count }
}

print(allEqual([1, 1, 1]))
print(allEqual(["a", "b"]))
print(sumAll(1...4))
print([1.5, 2.5].total())
print(Box(value: "hello").length)

// expect: true
// expect: false
// expect: 10
// expect: 4.0
// expect: 5
