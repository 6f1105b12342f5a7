// Apple docs style (Numeric and AdditiveArithmetic): one sum function for every number type
func sum<T: AdditiveArithmetic>(_ items: [T]) -> T {
    var total = T.zero
    for x in items { total += x }
    return total
}

func product<T: Numeric>(_ items: [T]) -> T {
    items.reduce(1, *)
}

func sumOfSquares<T: Numeric>(_ items: [T]) -> T {
    items.reduce(.zero) { $0 + $1 * $1 }
}

print(sum([1, 2, 3, 4, 5]))
print(sum([0.5, 0.25, 0.125]))
print(sum([Float(1.5), 2.5]))
print(sum([UInt8(100), 55]))
print(sum([Int16]()))
print(sum([Double]()))
print(product([1, 2, 3, 4, 5, 6]))
print(product([1.5, 2, -4]))
print(product([Int8]()))
print(sumOfSquares([3, 4]))
print(sumOfSquares([0.1, 0.2]))

// A generic running total
func runningTotals<T: AdditiveArithmetic>(_ items: [T]) -> [T] {
    var acc = T.zero
    return items.map { acc += $0; return acc }
}
print(runningTotals([10, -3, 7, 1]))
print(runningTotals([0.1, 0.1, 0.1]))

// Difference between consecutive elements
func deltas<T: AdditiveArithmetic>(_ items: [T]) -> [T] {
    zip(items.dropFirst(), items).map { $0 - $1 }
}
print(deltas([100, 104, 101, 110]))
print(deltas([1.0, 1.5, 1.25]))

// Numeric gives us exact-or-nil conversion from integers
func fromInt<T: Numeric>(_ n: Int, as: T.Type) -> T? {
    T(exactly: n)
}
print(fromInt(200, as: UInt8.self) as Any, fromInt(300, as: UInt8.self) as Any, fromInt(7, as: Double.self) as Any)

// Generic dot product
func dot<T: Numeric>(_ a: [T], _ b: [T]) -> T {
    zip(a, b).reduce(.zero) { $0 + $1.0 * $1.1 }
}
print(dot([1, 2, 3], [4, 5, 6]), dot([0.5, 1.5], [2.0, 4.0]))

// expect: 15
// expect: 0.875
// expect: 4.0
// expect: 155
// expect: 0
// expect: 0.0
// expect: 720
// expect: -12.0
// expect: 1
// expect: 25
// expect: 0.05000000000000001
// expect: [10, 7, 14, 15]
// expect: [0.1, 0.2, 0.30000000000000004]
// expect: [4, -3, 9]
// expect: [0.5, -0.25]
// expect: Optional(200) nil Optional(7.0)
// expect: 32 7.0
