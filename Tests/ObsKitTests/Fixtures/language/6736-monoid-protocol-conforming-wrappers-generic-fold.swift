// Generic algebra style (protocol with Self requirements): a Monoid protocol, conforming wrappers and a generic fold
// known-gap: needs the compiler check (overloads and generic results chosen by static types); unchecked: error: 6736-monoid-protocol-conforming-wrappers-generic-fold.swift:44:14: error: value of type '_.Type' has no member 'empty'
protocol Monoid {
    static var empty: Self { get }
    static func <> (lhs: Self, rhs: Self) -> Self
}
infix operator <>: AdditionPrecedence

struct Sum<T: AdditiveArithmetic>: Monoid {
    var value: T
    static var empty: Sum { Sum(value: .zero) }
    static func <> (l: Sum, r: Sum) -> Sum { Sum(value: l.value + r.value) }
}

struct Product<T: Numeric>: Monoid {
    var value: T
    static var empty: Product { Product(value: 1) }
    static func <> (l: Product, r: Product) -> Product { Product(value: l.value * r.value) }
}

struct MaxOf<T: Comparable>: Monoid {
    var value: T?
    static var empty: MaxOf { MaxOf(value: nil) }
    static func <> (l: MaxOf, r: MaxOf) -> MaxOf {
        guard let a = l.value else { return r }
        guard let b = r.value else { return l }
        return MaxOf(value: Swift.max(a, b))
    }
}

extension String: Monoid {
    static var empty: String { "" }
    static func <> (l: String, r: String) -> String { l + r }
}
extension Array: Monoid {
    static var empty: Array { [] }
    static func <> (l: Array, r: Array) -> Array { l + r }
}

func concatAll<M: Monoid>(_ values: [M]) -> M {
    values.reduce(M.empty, <>)
}

func foldMap<S: Sequence, M: Monoid>(_ s: S, _ f: (S.Element) -> M) -> M {
    s.reduce(.empty) { $0 <> f($1) }
}

let nums = [3, 1, 4, 1, 5]
print(foldMap(nums) { Sum(value: $0) }.value)
print(foldMap(nums) { Product(value: $0) }.value)
print(foldMap(nums) { MaxOf(value: $0) }.value!)
print(foldMap([Int]()) { MaxOf(value: $0) }.value == nil)
print(foldMap([0.5, 0.25]) { Sum(value: $0) }.value)
print(concatAll(["ge", "ne", "ric"]))
print(concatAll([[1], [2, 3], []]))
print(foldMap(["b", "a"]) { [$0, $0.uppercased()] })
print(Sum(value: 2) <> Sum(value: 3) <> .empty, String.empty.isEmpty)

// expect: 14
// expect: 60
// expect: 5
// expect: true
// expect: 0.75
// expect: generic
// expect: [1, 2, 3]
// expect: ["b", "B", "a", "A"]
// expect: Sum<Int>(value: 5) true
