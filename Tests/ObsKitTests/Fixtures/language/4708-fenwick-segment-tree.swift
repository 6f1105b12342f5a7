// Swift book style: range queries with prefix sums, a Fenwick tree and a generic segment tree
struct PrefixSums {
    private let sums: [Int]
    init(_ a: [Int]) {
        var s = [0]
        for x in a { s.append(s.last! + x) }
        sums = s
    }
    func sum(_ range: Range<Int>) -> Int { sums[range.upperBound] - sums[range.lowerBound] }
}

struct FenwickTree {
    private var tree: [Int]
    init(count: Int) { tree = [Int](repeating: 0, count: count + 1) }
    init(_ a: [Int]) {
        self.init(count: a.count)
        for (i, x) in a.enumerated() { add(i, x) }
    }
    mutating func add(_ index: Int, _ delta: Int) {
        var i = index + 1
        while i < tree.count {
            tree[i] += delta
            i += i & -i
        }
    }
    func prefix(_ count: Int) -> Int {
        var i = count, s = 0
        while i > 0 {
            s += tree[i]
            i -= i & -i
        }
        return s
    }
    func sum(_ r: ClosedRange<Int>) -> Int { prefix(r.upperBound + 1) - prefix(r.lowerBound) }
}

struct SegmentTree<T> {
    private var tree: [T]
    private let n: Int
    private let identity: T
    private let combine: (T, T) -> T

    init(_ a: [T], identity: T, combine: @escaping (T, T) -> T) {
        n = a.count
        self.identity = identity
        self.combine = combine
        tree = [T](repeating: identity, count: 2 * n)
        for i in 0..<n { tree[n + i] = a[i] }
        for i in stride(from: n - 1, to: 0, by: -1) { tree[i] = combine(tree[2 * i], tree[2 * i + 1]) }
    }

    mutating func update(_ index: Int, _ value: T) {
        var i = index + n
        tree[i] = value
        while i > 1 {
            i /= 2
            tree[i] = combine(tree[2 * i], tree[2 * i + 1])
        }
    }

    func query(_ range: Range<Int>) -> T {
        var l = range.lowerBound + n, r = range.upperBound + n
        var left = identity, right = identity
        while l < r {
            if l & 1 == 1 { left = combine(left, tree[l]); l += 1 }
            if r & 1 == 1 { r -= 1; right = combine(tree[r], right) }
            l /= 2; r /= 2
        }
        return combine(left, right)
    }
}

let values = [5, 2, 8, 1, 9, 3, 7, 4]
let ps = PrefixSums(values)
print("prefix sums:", ps.sum(0..<8), ps.sum(2..<5), ps.sum(3..<3))
var fw = FenwickTree(values)
print("fenwick:", fw.sum(0...7), fw.sum(2...4), fw.prefix(3))
fw.add(3, 10)
print("after +10 at 3:", fw.sum(2...4), fw.sum(3...3))

var minTree = SegmentTree(values, identity: Int.max, combine: min)
var maxTree = SegmentTree(values, identity: Int.min, combine: max)
var sumTree = SegmentTree(values, identity: 0, combine: +)
print("min[1,5):", minTree.query(1..<5), "max[0,3):", maxTree.query(0..<3), "sum all:", sumTree.query(0..<8))
minTree.update(4, 0)
maxTree.update(1, 20)
sumTree.update(7, 100)
print("after updates:", minTree.query(1..<5), maxTree.query(0..<3), sumTree.query(5..<8))
let words = ["kiwi", "apple", "fig", "banana"]
let concat = SegmentTree(words, identity: "", combine: +)
print("concat[1,3):", concat.query(1..<3), "empty:", "[\(concat.query(2..<2))]")
let longest = SegmentTree(words, identity: "") { $0.count >= $1.count ? $0 : $1 }
print("longest:", longest.query(0..<4), longest.query(0..<3))
let gcdTree = SegmentTree([12, 18, 24, 36], identity: 0) { a, b in
    var (x, y) = (a, b)
    while y != 0 { (x, y) = (y, x % y) }
    return x
}
print("gcd:", gcdTree.query(0..<4), gcdTree.query(2..<4))

// expect: prefix sums: 39 18 0
// expect: fenwick: 39 18 15
// expect: after +10 at 3: 28 11
// expect: min[1,5): 1 max[0,3): 8 sum all: 39
// expect: after updates: 0 20 110
// expect: concat[1,3): applefig empty: []
// expect: longest: banana apple
// expect: gcd: 6 12
