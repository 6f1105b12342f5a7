// LeetCode style: 215. Kth Largest Element and 703. Kth Largest in a Stream, with a hand-written heap

struct Heap<T> {
    private var items: [T] = []
    private let areSorted: (T, T) -> Bool   // true if first should be closer to the top

    init(sort: @escaping (T, T) -> Bool) { areSorted = sort }

    var count: Int { items.count }
    var peek: T? { items.first }

    mutating func push(_ value: T) {
        items.append(value)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard areSorted(items[child], items[parent]) else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    @discardableResult
    mutating func pop() -> T? {
        guard !items.isEmpty else { return nil }
        items.swapAt(0, items.count - 1)
        let top = items.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var candidate = parent
            if left < items.count && areSorted(items[left], items[candidate]) { candidate = left }
            if right < items.count && areSorted(items[right], items[candidate]) { candidate = right }
            if candidate == parent { break }
            items.swapAt(parent, candidate)
            parent = candidate
        }
        return top
    }
}

class Solution {
    // Keep a min-heap of size k; its top is the kth largest.
    func findKthLargest(_ nums: [Int], _ k: Int) -> Int {
        var heap = Heap<Int>(sort: <)
        for n in nums {
            heap.push(n)
            if heap.count > k { heap.pop() }
        }
        return heap.peek!
    }
}

class KthLargest {
    private var heap = Heap<Int>(sort: <)
    private let k: Int
    init(_ k: Int, _ nums: [Int]) {
        self.k = k
        for n in nums { _ = add(n) }
    }
    func add(_ val: Int) -> Int {
        heap.push(val)
        if heap.count > k { heap.pop() }
        return heap.peek!
    }
}

let sol = Solution()
print(sol.findKthLargest([3, 2, 1, 5, 6, 4], 2))
print(sol.findKthLargest([3, 2, 3, 1, 2, 4, 5, 5, 6], 4))
print(sol.findKthLargest([1], 1))
print(sol.findKthLargest([-1, -1, -2, 7], 3))

let stream = KthLargest(3, [4, 5, 8, 2])
print([3, 5, 10, 9, 4].map { stream.add($0) })

// Heap sort via a max-heap
var maxHeap = Heap<Int>(sort: >)
for n in [9, 1, 8, 2, 7, 3, 6, 4, 5, 0] { maxHeap.push(n) }
var drained = [Int]()
while let top = maxHeap.pop() { drained.append(top) }
print("heap sorted desc: \(drained)")

// A heap of tuples: closest points to origin (973. K Closest Points)
var pointHeap = Heap<(Int, [Int])>(sort: { $0.0 > $1.0 })
for p in [[3, 3], [5, -1], [-2, 4], [1, 1], [0, -2]] {
    pointHeap.push((p[0] * p[0] + p[1] * p[1], p))
    if pointHeap.count > 2 { pointHeap.pop() }
}
var closest = [[Int]]()
while let (_, p) = pointHeap.pop() { closest.append(p) }
print("2 closest: \(closest.reversed().map { $0 })")
// expect: 5
// expect: 4
// expect: 1
// expect: -1
// expect: [4, 5, 5, 8, 8]
// expect: heap sorted desc: [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]
// expect: 2 closest: [[1, 1], [0, -2]]
