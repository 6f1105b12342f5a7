// Blog style (Self requirements): protocols returning Self used through generic algorithms
protocol Mergeable {
    func merged(with other: Self) -> Self
    static var identity: Self { get }
}

struct Stats: Mergeable, CustomStringConvertible {
    var count: Int
    var sum: Int
    var maxValue: Int
    static var identity: Stats { Stats(count: 0, sum: 0, maxValue: Int.min) }
    func merged(with other: Stats) -> Stats {
        Stats(count: count + other.count, sum: sum + other.sum, maxValue: Swift.max(maxValue, other.maxValue))
    }
    init(count: Int, sum: Int, maxValue: Int) {
        self.count = count; self.sum = sum; self.maxValue = maxValue
    }
    init(_ value: Int) { self.init(count: 1, sum: value, maxValue: value) }
    var description: String { "Stats(count: \(count), sum: \(sum), max: \(maxValue))" }
}

extension String: Mergeable {
    static var identity: String { "" }
    func merged(with other: String) -> String { self + other }
}

extension Array: Mergeable {
    static var identity: [Element] { [] }
    func merged(with other: [Element]) -> [Element] { self + other }
}

func mergeAll<M: Mergeable>(_ items: [M]) -> M {
    items.reduce(M.identity) { $0.merged(with: $1) }
}

func pairwise<M: Mergeable>(_ items: [M]) -> [M] {
    stride(from: 0, to: items.count, by: 2).map { i in
        i + 1 < items.count ? items[i].merged(with: items[i + 1]) : items[i]
    }
}

let stats = [4, 9, 1, 7, 3].map(Stats.init)
print(mergeAll(stats))
print(pairwise(stats).map(\.sum))
print(mergeAll(["ab", "cd", "ef"]))
print(pairwise(["x", "y", "z"]))
print(mergeAll([[1, 2], [3], [], [4, 5]]))
print(mergeAll([Stats]()))

protocol Copyable2 { func copy() -> Self }
final class Node: Copyable2 {
    var label: String
    init(label: String) { self.label = label }
    func copy() -> Self { Self(label: label + "'") }
}
let n = Node(label: "root")
let c = n.copy().copy()
print(n.label, c.label)
// expect: Stats(count: 5, sum: 24, max: 9)
// expect: [13, 8, 3]
// expect: abcdef
// expect: ["xy", "z"]
// expect: [1, 2, 3, 4, 5]
// expect: Stats(count: 0, sum: 0, max: -9223372036854775808)
// expect: root root''
