// Kata style (lowest-risk path): Dijkstra over an [[Int]] grid with a hand-written Comparable heap
struct Node: Comparable {
    let cost: Int
    let r: Int
    let c: Int
    static func < (a: Node, b: Node) -> Bool { (a.cost, a.r, a.c) < (b.cost, b.r, b.c) }
}

struct MinHeap<T: Comparable> {
    var storage: [T] = []
    mutating func insert(_ x: T) {
        storage.append(x)
        var i = storage.count - 1
        while i > 0, storage[i] < storage[(i - 1) / 2] {
            storage.swapAt(i, (i - 1) / 2)
            i = (i - 1) / 2
        }
    }
    mutating func extract() -> T? {
        guard let first = storage.first else { return nil }
        storage[0] = storage[storage.count - 1]
        storage.removeLast()
        var i = 0
        while true {
            let kids = [2 * i + 1, 2 * i + 2].filter { $0 < storage.count }
            guard let smallest = kids.min(by: { storage[$0] < storage[$1] }), storage[smallest] < storage[i] else { break }
            storage.swapAt(i, smallest)
            i = smallest
        }
        return first
    }
}

let text = """
1163751
1381373
2136511
3694931
7463417
1319128
1359912
"""
let risk: [[Int]] = text.split(separator: "\n").map { line in
    line.compactMap { $0.wholeNumberValue }
}
let h = risk.count, w = risk[0].count
var dist = Array(repeating: Array(repeating: Int.max, count: w), count: h)
dist[0][0] = 0
var heap = MinHeap<Node>()
heap.insert(Node(cost: 0, r: 0, c: 0))
var pops = 0
while let node = heap.extract() {
    pops += 1
    if node.cost > dist[node.r][node.c] { continue }
    for (dr, dc) in [(0, 1), (1, 0), (0, -1), (-1, 0)] {
        let nr = node.r + dr, nc = node.c + dc
        guard (0..<h).contains(nr), (0..<w).contains(nc) else { continue }
        let candidate = node.cost + risk[nr][nc]
        if candidate < dist[nr][nc] {
            dist[nr][nc] = candidate
            heap.insert(Node(cost: candidate, r: nr, c: nc))
        }
    }
}
print("Grid \(h)x\(w), heap pops: \(pops)")
print("Lowest total risk: \(dist[h - 1][w - 1])")
for row in dist {
    print(row.map { String($0).count < 2 ? " \($0)" : "\($0)" }.joined(separator: " "))
}

// expect: Grid 7x7, heap pops: 49
// expect: Lowest total risk: 28
// expect:  0  1  7 10 17 22 23
// expect:  1  4 12 11 14 21 23
// expect:  3  4  7 13 18 19 20
// expect:  6 10 16 17 26 22 21
// expect: 13 14 20 20 24 23 28
// expect: 14 17 18 27 25 25 33
// expect: 15 18 23 32 34 26 28
