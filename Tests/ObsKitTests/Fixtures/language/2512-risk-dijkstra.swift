// Puzzle style: Advent of Code chiton risk — Dijkstra over a digit grid with a hand-written min-heap
let riskMap = """
1163751742
1381373672
2136511328
3694931569
7463417111
1319128137
1359912421
3125421639
1293138521
2311944581
"""

struct MinHeap<Element> {
    private var items: [Element] = []
    private let less: (Element, Element) -> Bool
    init(by less: @escaping (Element, Element) -> Bool) { self.less = less }
    var isEmpty: Bool { items.isEmpty }
    var count: Int { items.count }

    mutating func push(_ value: Element) {
        items.append(value)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard less(items[child], items[parent]) else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    mutating func pop() -> Element? {
        guard !items.isEmpty else { return nil }
        items.swapAt(0, items.count - 1)
        let top = items.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < items.count && less(items[left], items[smallest]) { smallest = left }
            if right < items.count && less(items[right], items[smallest]) { smallest = right }
            if smallest == parent { break }
            items.swapAt(parent, smallest)
            parent = smallest
        }
        return top
    }
}

let cells = riskMap.split(separator: "\n").map { line in line.compactMap { $0.wholeNumberValue } }

func lowestRisk(_ grid: [[Int]], tiles: Int) -> Int {
    let h = grid.count, w = grid[0].count
    let H = h * tiles, W = w * tiles
    func risk(_ r: Int, _ c: Int) -> Int {
        let base = grid[r % h][c % w] + r / h + c / w
        return (base - 1) % 9 + 1
    }
    var best = Array(repeating: Array(repeating: Int.max, count: W), count: H)
    var heap = MinHeap<(cost: Int, r: Int, c: Int)>(by: { $0.cost < $1.cost })
    best[0][0] = 0
    heap.push((0, 0, 0))
    var pops = 0
    while let (cost, r, c) = heap.pop() {
        pops += 1
        if r == H - 1 && c == W - 1 { return cost }
        if cost > best[r][c] { continue }
        for (dr, dc) in [(0, 1), (1, 0), (0, -1), (-1, 0)] {
            let nr = r + dr, nc = c + dc
            guard nr >= 0, nr < H, nc >= 0, nc < W else { continue }
            let next = cost + risk(nr, nc)
            if next < best[nr][nc] {
                best[nr][nc] = next
                heap.push((next, nr, nc))
            }
        }
    }
    return -1
}

print("Grid size: \(cells.count)x\(cells[0].count)")
print("First row digits: \(cells[0])")
print("Part 1 lowest risk: \(lowestRisk(cells, tiles: 1))")
print("Part 2 lowest risk: \(lowestRisk(cells, tiles: 5))")

var check = MinHeap<Int>(by: >)
for n in [5, 1, 9, 3, 7] { check.push(n) }
var drained: [Int] = []
while let n = check.pop() { drained.append(n) }
print("Max-heap drain: \(drained)")
// expect: Grid size: 10x10
// expect: First row digits: [1, 1, 6, 3, 7, 5, 1, 7, 4, 2]
// expect: Part 1 lowest risk: 40
// expect: Part 2 lowest risk: 315
// expect: Max-heap drain: [9, 7, 5, 3, 1]
