// Functional Swift blog style (Monoids): protocol with static requirements and a custom <> operator, conditional conformances, mconcat
// known-gap: needs the compiler check (closure types); unchecked: error: 5444-protocol-static-requirements-custom-operator-conditional.swift:48:16: error: not supported yet: the type 'M' stands for here is not known (ObsREPL checks no types; pass it, as in 'T.self', or give it by an argument of its type)
infix operator <>: AdditionPrecedence

protocol Monoid {
    static var empty: Self { get }
    static func <> (lhs: Self, rhs: Self) -> Self
}

extension Int: Monoid {
    static var empty: Int { 0 }
    static func <> (lhs: Int, rhs: Int) -> Int { lhs + rhs }
}

extension String: Monoid {
    static var empty: String { "" }
    static func <> (lhs: String, rhs: String) -> String { lhs + rhs }
}

extension Array: Monoid {
    static var empty: Array { [] }
    static func <> (lhs: Array, rhs: Array) -> Array { lhs + rhs }
}

extension Optional: Monoid where Wrapped: Monoid {
    static var empty: Optional { nil }
    static func <> (lhs: Optional, rhs: Optional) -> Optional {
        switch (lhs, rhs) {
        case let (l?, r?): return l <> r
        case (let l?, nil): return l
        case (nil, let r): return r
        }
    }
}

struct Max: Monoid, CustomStringConvertible {
    let value: Int
    static var empty: Max { Max(value: Int.min) }
    static func <> (lhs: Max, rhs: Max) -> Max { lhs.value >= rhs.value ? lhs : rhs }
    var description: String { "Max(\(value))" }
}

func mconcat<M: Monoid>(_ xs: [M]) -> M {
    xs.reduce(M.empty, <>)
}

extension Sequence {
    func foldMap<M: Monoid>(_ f: (Element) -> M) -> M {
        reduce(M.empty) { $0 <> f($1) }
    }
}

print(mconcat([1, 2, 3, 4]))
print(mconcat(["mon", "oid", "s"]))
print(mconcat([[1], [2, 3], []]))
print(mconcat([Int?.some(2), nil, 5]) as Any, mconcat([String?]()) as Any)
print(mconcat([3, 9, 4].map(Max.init)), mconcat([Max]()).value == Int.min)
print(["a", "bb", "ccc"].foldMap { $0.count }, (1...4).foldMap { String($0) })

// expect: 10
// expect: monoids
// expect: [1, 2, 3]
// expect: Optional(7) nil
// expect: Max(9) true
// expect: 6 1234
