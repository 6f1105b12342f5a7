// swift/test/Interpreter style (generics): constrained generic functions, opaque some-returning functions and generic where on extensions
func indexOf<T: Equatable>(_ x: T, in xs: [T]) -> Int? {
    for (i, v) in xs.enumerated() where v == x { return i }
    return nil
}

func largest<T: Comparable>(_ first: T, _ rest: T...) -> T {
    rest.reduce(first) { max($0, $1) }
}

func makeSequence(upTo n: Int) -> some Sequence {
    stride(from: 0, to: n, by: 2)
}

extension Array where Element: Numeric {
    func dot(_ other: [Element]) -> Element { zip(self, other).map(*).reduce(0, +) }
}

print(indexOf("c", in: ["a", "b", "c"]) as Any, indexOf(9, in: [1, 2]) as Any)
print(largest(3, 9, 4), largest("pear", "apple"), largest(2.5))
for x in makeSequence(upTo: 7) { print(x, terminator: " ") }
print()
print([1, 2, 3].dot([4, 5, 6]), [0.5, 1.5].dot([2, 2]))

// expect: Optional(2) nil
// expect: 9 pear 2.5
// expect: 0 2 4 6 
// expect: 32 4.0
