// Compiler test style: protocols with static identity requirements, generic folds and Self-returning factories
// known-gap: needs the compiler check (closure types); unchecked: error: 4529-static-identity-protocol.swift:43:15: error: not supported yet: the type 'M' stands for here is not known (ObsREPL checks no types; pass it, as in 'T.self', or give it by an argument of its type)
protocol Monoid {
    static var identity: Self { get }
    static func <> (lhs: Self, rhs: Self) -> Self
}

infix operator <>: AdditionPrecedence

struct Sum<T: Numeric>: Monoid, CustomStringConvertible {
    var value: T
    static var identity: Sum { Sum(value: 0) }
    static func <> (lhs: Sum, rhs: Sum) -> Sum { Sum(value: lhs.value + rhs.value) }
    var description: String { "Sum(\(value))" }
}

struct Product<T: Numeric>: Monoid, CustomStringConvertible {
    var value: T
    static var identity: Product { Product(value: 1) }
    static func <> (lhs: Product, rhs: Product) -> Product { Product(value: lhs.value * rhs.value) }
    var description: String { "Product(\(value))" }
}

struct Max<T: FixedWidthInteger>: Monoid, CustomStringConvertible {
    var value: T
    static var identity: Max { Max(value: T.min) }
    static func <> (lhs: Max, rhs: Max) -> Max { Max(value: Swift.max(lhs.value, rhs.value)) }
    var description: String { "Max(\(value))" }
}

struct MinF<T: FloatingPoint>: Monoid, CustomStringConvertible {
    var value: T
    static var identity: MinF { MinF(value: T.infinity) }
    static func <> (lhs: MinF, rhs: MinF) -> MinF { MinF(value: Swift.min(lhs.value, rhs.value)) }
    var description: String { "MinF(\(value))" }
}

func fold<M: Monoid>(_ items: [M]) -> M {
    items.reduce(M.identity, <>)
}

func foldMap<T, M: Monoid>(_ items: [T], _ f: (T) -> M) -> M {
    var acc = M.identity
    for x in items { acc = acc <> f(x) }
    return acc
}

let nums = [3, 1, 4, 1, 5, 9, 2, 6]
print(fold(nums.map { Sum(value: $0) }))
print(fold(nums.map { Product(value: $0) }))
print(fold(nums.map { Max(value: $0) }))
print(fold([Max<Int8>]()))
print(fold([Sum<Double>]()))
print(foldMap([0.5, 0.25, 0.125]) { Sum(value: $0) })
print(foldMap([1.5, -2.0, 0.75]) { MinF(value: $0) })
print(foldMap([Float]()) { MinF(value: $0) })
print(foldMap([UInt8(7), 200, 13]) { Max(value: $0) })
print(Sum<Int>.identity, Product<Double>.identity, Max<UInt16>.identity)

extension Monoid {
    func repeated(_ n: Int) -> Self {
        var r = Self.identity
        for _ in 0..<n { r = r <> self }
        return r
    }
}
print(Sum(value: 7).repeated(3))
print(Product(value: 2).repeated(10))
print(Product(value: 1.5).repeated(2))
print(Sum(value: 0.1).repeated(3))

struct Pair<A: Monoid, B: Monoid>: Monoid {
    var a: A
    var b: B
    static var identity: Pair { Pair(a: A.identity, b: B.identity) }
    static func <> (lhs: Pair, rhs: Pair) -> Pair { Pair(a: lhs.a <> rhs.a, b: lhs.b <> rhs.b) }
}
let stats = foldMap(nums) { Pair(a: Sum(value: $0), b: Max(value: $0)) }
print(stats.a, stats.b)
let counted = foldMap([2.0, 4.0, 9.0]) { Pair(a: Sum(value: 1), b: Sum(value: $0)) }
print("mean:", counted.b.value / Double(counted.a.value))
// expect: Sum(31)
// expect: Product(6480)
// expect: Max(9)
// expect: Max(-128)
// expect: Sum(0.0)
// expect: Sum(0.875)
// expect: MinF(-2.0)
// expect: MinF(inf)
// expect: Max(200)
// expect: Sum(0) Product(1.0) Max(0)
// expect: Sum(21)
// expect: Product(1024)
// expect: Product(2.25)
// expect: Sum(0.30000000000000004)
// expect: Sum(31) Max(9)
// expect: mean: 5.0
