// LeetCode style (743. Network Delay Time): hand-written generic binary heap as priority queue, Dijkstra over an adjacency list
struct Heap<T> {
    private var items: [T] = []
    private let areSorted: (T, T) -> Bool

    init(sort: @escaping (T, T) -> Bool) { areSorted = sort }

    var isEmpty: Bool { items.isEmpty }
    var count: Int { items.count }

    mutating func push(_ x: T) {
        items.append(x)
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
            let l = 2 * parent + 1, r = l + 1
            var candidate = parent
            if l < items.count && areSorted(items[l], items[candidate]) { candidate = l }
            if r < items.count && areSorted(items[r], items[candidate]) { candidate = r }
            if candidate == parent { break }
            items.swapAt(parent, candidate)
            parent = candidate
        }
        return top
    }
}

class Solution {
    func networkDelayTime(_ times: [[Int]], _ n: Int, _ k: Int) -> Int {
        var graph = [Int: [(Int, Int)]]()
        for t in times {
            graph[t[0], default: []].append((t[1], t[2]))
        }
        var dist = [Int](repeating: Int.max, count: n + 1)
        dist[k] = 0
        var heap = Heap<(Int, Int)>(sort: { $0.0 < $1.0 })
        heap.push((0, k))
        while let (d, u) = heap.pop() {
            if d > dist[u] { continue }
            for (v, w) in graph[u] ?? [] where d + w < dist[v] {
                dist[v] = d + w
                heap.push((dist[v], v))
            }
        }
        let result = dist[1...].max()!
        return result == Int.max ? -1 : result
    }
}

let s = Solution()
print(s.networkDelayTime([[2, 1, 1], [2, 3, 1], [3, 4, 1]], 4, 2))
print(s.networkDelayTime([[1, 2, 1]], 2, 1))
print(s.networkDelayTime([[1, 2, 1]], 2, 2))
print(s.networkDelayTime([[1, 2, 4], [1, 3, 1], [3, 2, 1], [2, 4, 1], [3, 4, 5]], 4, 1))

var h = Heap<Int>(sort: >)
for x in [5, 1, 9, 3, 7, 2, 8] { h.push(x) }
var drained: [Int] = []
while let x = h.pop() { drained.append(x) }
print(drained)

// expect: 2
// expect: 1
// expect: -1
// expect: 3
// expect: [9, 8, 7, 5, 3, 2, 1]
