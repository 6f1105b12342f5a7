// LeetCode style (heaps): a hand-rolled generic binary heap with sift up/down, used for kth largest element and merging k sorted arrays
struct Heap<T> {
    private var items: [T] = []
    private let areSorted: (T, T) -> Bool

    init(sort: @escaping (T, T) -> Bool) { self.areSorted = sort }

    var count: Int { items.count }
    var isEmpty: Bool { items.isEmpty }
    var peek: T? { items.first }

    mutating func push(_ value: T) {
        items.append(value)
        var child = items.count - 1
        var parent = (child - 1) / 2
        while child > 0 && areSorted(items[child], items[parent]) {
            items.swapAt(child, parent)
            child = parent
            parent = (child - 1) / 2
        }
    }

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
    func findKthLargest(_ nums: [Int], _ k: Int) -> Int {
        var minHeap = Heap<Int>(sort: <)
        for n in nums {
            minHeap.push(n)
            if minHeap.count > k { _ = minHeap.pop() }
        }
        return minHeap.peek!
    }

    func mergeKSorted(_ lists: [[Int]]) -> [Int] {
        var heap = Heap<(value: Int, list: Int, index: Int)>(sort: { $0.value < $1.value })
        for (i, list) in lists.enumerated() where !list.isEmpty {
            heap.push((list[0], i, 0))
        }
        var out: [Int] = []
        while let (value, list, index) = heap.pop() {
            out.append(value)
            if index + 1 < lists[list].count {
                heap.push((lists[list][index + 1], list, index + 1))
            }
        }
        return out
    }
}

let sol = Solution()
print(sol.findKthLargest([3, 2, 1, 5, 6, 4], 2))
print(sol.findKthLargest([3, 2, 3, 1, 2, 4, 5, 5, 6], 4))
print(sol.mergeKSorted([[1, 4, 5], [1, 3, 4], [2, 6], []]))
var maxHeap = Heap<String>(sort: >)
for word in ["pear", "apple", "fig", "kiwi"] { maxHeap.push(word) }
var drained: [String] = []
while let w = maxHeap.pop() { drained.append(w) }
print(drained)

// expect: 5
// expect: 4
// expect: [1, 1, 2, 3, 4, 4, 5, 6]
// expect: ["pear", "kiwi", "fig", "apple"]
