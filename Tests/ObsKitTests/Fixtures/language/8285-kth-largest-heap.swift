// LeetCode style: kth largest with a generic Heap struct (min-heap of size k), and a stream class
struct Heap<T> {
    var elements: [T] = []
    let areSorted: (T, T) -> Bool

    init(sort: @escaping (T, T) -> Bool) { self.areSorted = sort }

    var count: Int { elements.count }
    var peek: T? { elements.first }

    mutating func insert(_ value: T) {
        elements.append(value)
        siftUp(elements.count - 1)
    }

    mutating func remove() -> T? {
        guard !elements.isEmpty else { return nil }
        elements.swapAt(0, elements.count - 1)
        let value = elements.removeLast()
        siftDown(0)
        return value
    }

    private mutating func siftUp(_ index: Int) {
        var child = index
        var parent = (child - 1) / 2
        while child > 0 && areSorted(elements[child], elements[parent]) {
            elements.swapAt(child, parent)
            child = parent
            parent = (child - 1) / 2
        }
    }

    private mutating func siftDown(_ index: Int) {
        var parent = index
        while true {
            let left = 2 * parent + 1, right = left + 1
            var candidate = parent
            if left < count && areSorted(elements[left], elements[candidate]) { candidate = left }
            if right < count && areSorted(elements[right], elements[candidate]) { candidate = right }
            if candidate == parent { return }
            elements.swapAt(parent, candidate)
            parent = candidate
        }
    }
}

class Solution {
    func findKthLargest(_ nums: [Int], _ k: Int) -> Int {
        var heap = Heap<Int>(sort: <)
        for n in nums {
            heap.insert(n)
            if heap.count > k { _ = heap.remove() }
        }
        return heap.peek!
    }
}

class KthLargest {
    private var heap = Heap<Int>(sort: <)
    private let k: Int

    init(_ k: Int, _ nums: [Int]) {
        self.k = k
        nums.forEach { _ = add($0) }
    }

    func add(_ val: Int) -> Int {
        heap.insert(val)
        if heap.count > k { _ = heap.remove() }
        return heap.peek!
    }
}

let sol = Solution()
print(sol.findKthLargest([3, 2, 1, 5, 6, 4], 2))
print(sol.findKthLargest([3, 2, 3, 1, 2, 4, 5, 5, 6], 4))
print(sol.findKthLargest([-1, -1], 1))
let stream = KthLargest(3, [4, 5, 8, 2])
print([3, 5, 10, 9, 4].map { stream.add($0) })
var maxHeap = Heap<String>(sort: >)
["pear", "apple", "fig", "kiwi", "banana"].forEach { maxHeap.insert($0) }
var drained = [String]()
while let s = maxHeap.remove() { drained.append(s) }
print(drained)

// expect: 5
// expect: 4
// expect: -1
// expect: [4, 5, 5, 8, 8]
// expect: ["pear", "kiwi", "fig", "banana", "apple"]
