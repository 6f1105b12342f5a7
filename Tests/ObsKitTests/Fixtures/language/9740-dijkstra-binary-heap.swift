// Classic Dijkstra with a hand-written generic binary min-heap: generic struct with Comparable constraint, mutating methods, weighted digit grid, path cost
struct Heap<Element> {
    private var items: [Element] = []
    private let areSorted: (Element, Element) -> Bool
    init(by areSorted: @escaping (Element, Element) -> Bool) { self.areSorted = areSorted }

    mutating func push(_ e: Element) {
        items.append(e)
        var i = items.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            guard areSorted(items[i], items[parent]) else { break }
            items.swapAt(i, parent)
            i = parent
        }
    }

    mutating func pop() -> Element? {
        guard !items.isEmpty else { return nil }
        items.swapAt(0, items.count - 1)
        let top = items.removeLast()
        var i = 0
        while true {
            let l = 2 * i + 1, r = l + 1
            var best = i
            if l < items.count && areSorted(items[l], items[best]) { best = l }
            if r < items.count && areSorted(items[r], items[best]) { best = r }
            if best == i { break }
            items.swapAt(i, best)
            i = best
        }
        return top
    }
}

let risk = """
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
""".split(separator: "\n").map { $0.compactMap(\.wholeNumberValue) }

struct State { let cost: Int; let r: Int; let c: Int }

func lowestRisk(_ grid: [[Int]]) -> Int {
    let rows = grid.count, cols = grid[0].count
    var dist = Array(repeating: Array(repeating: Int.max, count: cols), count: rows)
    var heap = Heap<State> { $0.cost < $1.cost }
    dist[0][0] = 0
    heap.push(State(cost: 0, r: 0, c: 0))
    var popped = 0
    while let s = heap.pop() {
        popped += 1
        if s.r == rows - 1 && s.c == cols - 1 { print("  popped \(popped) states"); return s.cost }
        if s.cost > dist[s.r][s.c] { continue }
        for (dr, dc) in [(0, 1), (1, 0), (0, -1), (-1, 0)] {
            let nr = s.r + dr, nc = s.c + dc
            guard (0..<rows).contains(nr), (0..<cols).contains(nc) else { continue }
            let nd = s.cost + grid[nr][nc]
            if nd < dist[nr][nc] {
                dist[nr][nc] = nd
                heap.push(State(cost: nd, r: nr, c: nc))
            }
        }
    }
    return -1
}

var sorter = Heap<String> { $0.count != $1.count ? $0.count < $1.count : $0 < $1 }
["pear", "fig", "banana", "kiwi", "apple", "date"].forEach { sorter.push($0) }
var drained: [String] = []
while let s = sorter.pop() { drained.append(s) }
print("heap order: \(drained)")

print("Small grid lowest risk: \(lowestRisk(risk))")
let big = (0..<(risk.count * 5)).map { r in
    (0..<(risk[0].count * 5)).map { c in
        let base = risk[r % risk.count][c % risk[0].count] + r / risk.count + c / risk[0].count
        return (base - 1) % 9 + 1
    }
}
print("Tiled grid \(big.count)x\(big[0].count), corner value \(big[49][49])")
print("Tiled grid lowest risk: \(lowestRisk(big))")
// expect: heap order: ["fig", "date", "kiwi", "pear", "apple", "banana"]
// expect:   popped 96 states
// expect: Small grid lowest risk: 40
// expect: Tiled grid 50x50, corner value 9
// expect:   popped 2500 states
// expect: Tiled grid lowest risk: 315
