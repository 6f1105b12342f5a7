// Advent of Code style: Dijkstra with a simple binary-heap priority queue and movement limits
let input = """
2413432311323
3215453535623
3255245654254
3446585845452
4546657867536
1438598798454
4457876987766
3637877979653
4654967986887
4564679986453
1224686865563
2546548887735
4322674655533
"""

let grid = input.split(separator: "\n").map { $0.map { Int(String($0))! } }
let rows = grid.count, cols = grid[0].count
let dirs = [(0, 1), (1, 0), (0, -1), (-1, 0)]

struct State: Hashable {
    let r: Int, c: Int, dir: Int
}

struct MinHeap {
    private var items: [(cost: Int, state: State)] = []
    var isEmpty: Bool { items.isEmpty }

    mutating func push(_ cost: Int, _ state: State) {
        items.append((cost, state))
        var i = items.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            if items[parent].cost <= items[i].cost { break }
            items.swapAt(parent, i)
            i = parent
        }
    }

    mutating func pop() -> (cost: Int, state: State)? {
        guard !items.isEmpty else { return nil }
        items.swapAt(0, items.count - 1)
        let top = items.removeLast()
        var i = 0
        while true {
            let l = 2 * i + 1, r = 2 * i + 2
            var smallest = i
            if l < items.count && items[l].cost < items[smallest].cost { smallest = l }
            if r < items.count && items[r].cost < items[smallest].cost { smallest = r }
            if smallest == i { break }
            items.swapAt(i, smallest)
            i = smallest
        }
        return top
    }
}

func solve(minRun: Int, maxRun: Int) -> Int {
    var heap = MinHeap()
    var best: [State: Int] = [:]
    for d in [0, 1] {
        let s = State(r: 0, c: 0, dir: d)
        best[s] = 0
        heap.push(0, s)
    }
    while let (cost, state) = heap.pop() {
        if state.r == rows - 1 && state.c == cols - 1 { return cost }
        if cost > best[state, default: Int.max] { continue }
        for turn in [1, 3] {
            let nd = (state.dir + turn) % 4
            var r = state.r, c = state.c, total = cost
            for step in 1...maxRun {
                r += dirs[nd].0
                c += dirs[nd].1
                guard r >= 0, r < rows, c >= 0, c < cols else { break }
                total += grid[r][c]
                if step < minRun { continue }
                let next = State(r: r, c: c, dir: nd)
                if total < best[next, default: Int.max] {
                    best[next] = total
                    heap.push(total, next)
                }
            }
        }
    }
    return -1
}

print("Grid \(rows)x\(cols)")
print("Part 1: \(solve(minRun: 1, maxRun: 3))")
print("Part 2: \(solve(minRun: 4, maxRun: 10))")

// expect: Grid 13x13
// expect: Part 1: 102
// expect: Part 2: 94
