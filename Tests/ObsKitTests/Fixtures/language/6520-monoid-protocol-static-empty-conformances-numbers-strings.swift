// Functional Swift style (monoids): a Monoid protocol with static empty and <>, conformances for numbers, strings, arrays and a wrapper, folded with reduce
// known-gap: needs the compiler check (the types it infers); unchecked: error: 6520-monoid-protocol-static-empty-conformances-numbers-strings.swift:46:15: error: not supported yet: the type 'M' stands for here is not known (ObsREPL checks no types; pass it, as in 'T.self'
precedencegroup SemigroupPrecedence {
    associativity: left
    higherThan: ComparisonPrecedence
}
infix operator <>: SemigroupPrecedence

protocol Semigroup {
    static func <> (lhs: Self, rhs: Self) -> Self
}
protocol Monoid: Semigroup {
    static var empty: Self { get }
}

extension Int: Monoid {
    static func <> (lhs: Int, rhs: Int) -> Int { lhs + rhs }
    static var empty: Int { 0 }
}
extension String: Monoid {
    static func <> (lhs: String, rhs: String) -> String { lhs + rhs }
    static var empty: String { "" }
}
extension Array: Semigroup, Monoid {
    static func <> (lhs: Array, rhs: Array) -> Array { lhs + rhs }
    static var empty: Array { [] }
}

struct Max: Monoid, CustomStringConvertible {
    let value: Int
    static func <> (lhs: Max, rhs: Max) -> Max { Max(value: Swift.max(lhs.value, rhs.value)) }
    static var empty: Max { Max(value: Int.min) }
    var description: String { "Max(\(value))" }
}

struct All: Monoid {
    let value: Bool
    static func <> (lhs: All, rhs: All) -> All { All(value: lhs.value && rhs.value) }
    static var empty: All { All(value: true) }
}

func concat<M: Monoid>(_ xs: [M]) -> M {
    xs.reduce(.empty, <>)
}

func foldMap<A, M: Monoid>(_ xs: [A], _ f: (A) -> M) -> M {
    xs.reduce(M.empty) { $0 <> f($1) }
}

print(concat([1, 2, 3, 4]))
print(concat(["fun", "ctional", " ", "swift"]))
print(concat([[1, 2], [], [3]]))
print(concat([Max(value: 3), Max(value: 9), Max(value: 4)]))
print(concat([Max]()))
print(concat([All(value: true), All(value: false)]).value, concat([All]()).value)
print(foldMap(["a", "bb", "ccc"]) { $0.count })
print(foldMap([3, 1, 2]) { Max(value: $0 * 10) })
print(1 <> 2 <> 3, "x" <> "y" <> String.empty)

// expect: 10
// expect: functional swift
// expect: [1, 2, 3]
// expect: Max(9)
// expect: Max(-9223372036854775808)
// expect: false true
// expect: 6
// expect: Max(30)
// expect: 6 xy
