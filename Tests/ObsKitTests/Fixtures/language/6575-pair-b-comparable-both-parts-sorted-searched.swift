// WWDC Embrace Swift generics style (generic types conforming conditionally): a Pair<A, B> that is Comparable when both parts are, sorted and searched generically
struct Pair<A, B> {
    let first: A
    let second: B
}

extension Pair: Equatable where A: Equatable, B: Equatable {}

extension Pair: Comparable where A: Comparable, B: Comparable {
    static func < (lhs: Pair, rhs: Pair) -> Bool {
        if lhs.first != rhs.first { return lhs.first < rhs.first }
        return lhs.second < rhs.second
    }
}

extension Pair: CustomStringConvertible {
    var description: String { "(\(first), \(second))" }
}

extension Pair where A == B {
    var swapped: Pair { Pair(first: second, second: first) }
    var both: [A] { [first, second] }
}

func binarySearch<T: Comparable>(_ sorted: [T], for target: T) -> Int? {
    var lo = 0, hi = sorted.count - 1
    while lo <= hi {
        let mid = (lo + hi) / 2
        if sorted[mid] == target { return mid }
        if sorted[mid] < target { lo = mid + 1 } else { hi = mid - 1 }
    }
    return nil
}

let scores = [Pair(first: 3, second: "c"), Pair(first: 1, second: "z"), Pair(first: 3, second: "a"), Pair(first: 2, second: "m")]
let ordered = scores.sorted()
print(ordered)
print(binarySearch(ordered, for: Pair(first: 3, second: "a")) ?? -1, binarySearch(ordered, for: Pair(first: 9, second: "q")) ?? -1)
print(scores.max()!, scores.min()!)
print(Pair(first: 1, second: 2).swapped, Pair(first: "x", second: "y").both)
print(Pair(first: 1, second: 2) < Pair(first: 1, second: 3), Pair(first: 1.5, second: 0) == Pair(first: 1.5, second: 0))

// expect: [(1, z), (2, m), (3, a), (3, c)]
// expect: 2 -1
// expect: (3, c) (1, z)
// expect: (2, 1) ["x", "y"]
// expect: true true
