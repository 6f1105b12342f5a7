// Hacking with Swift style (retroactive conformance): a Summable protocol adopted by Int, Double, String, and by Array where Element: Summable
protocol Summable {
    static var zero: Self { get }
    static func + (lhs: Self, rhs: Self) -> Self
}

extension Int: Summable { static var zero: Int { 0 } }
extension Double: Summable { static var zero: Double { 0 } }
extension String: Summable { static var zero: String { "" } }

extension Array: Summable where Element: Summable {
    static var zero: [Element] { [] }
}

extension Sequence where Element: Summable {
    func total() -> Element {
        reduce(.zero, +)
    }
}

func sumPairs<T: Summable>(_ pairs: [(T, T)]) -> [T] {
    pairs.map { $0 + $1 }
}

print([1, 2, 3, 4].total())
print([0.5, 0.25, 0.125].total())
print(["swift", "-", "generics"].total())
print([[1, 2], [3], [4, 5]].total())
print([[[1], [2]], [[3]]].total())
print(sumPairs([(1, 2), (10, 20)]))
print(sumPairs([("a", "b"), ("c", "d")]))
print(Int.zero, String.zero.isEmpty, [Int].zero.count)

// expect: 10
// expect: 0.875
// expect: swift-generics
// expect: [1, 2, 3, 4, 5]
// expect: [[1], [2], [3]]
// expect: [3, 30]
// expect: ["ab", "cd"]
// expect: 0 true 0
