// Union-Find with path compression, counting islands in a grid, and flood fill
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct UnionFind {
    private var parent: [Int]
    private var rank: [Int]
    private(set) var components: Int

    init(count: Int) {
        parent = Array(0..<count)
        rank = Array(repeating: 0, count: count)
        components = count
    }

    mutating func find(_ x: Int) -> Int {
        if parent[x] != x { parent[x] = find(parent[x]) }
        return parent[x]
    }

    @discardableResult
    mutating func union(_ a: Int, _ b: Int) -> Bool {
        let ra = find(a), rb = find(b)
        guard ra != rb else { return false }
        if rank[ra] < rank[rb] { parent[ra] = rb }
        else if rank[ra] > rank[rb] { parent[rb] = ra }
        else { parent[rb] = ra; rank[ra] += 1 }
        components -= 1
        return true
    }
}

let map = [
    "11000",
    "11010",
    "00100",
    "00011",
].map { Array($0) }

func countIslands(_ grid: [[Character]]) -> Int {
    let rows = grid.count, cols = grid[0].count
    var uf = UnionFind(count: rows * cols)
    var water = 0
    for r in 0..<rows {
        for c in 0..<cols {
            guard grid[r][c] == "1" else { water += 1; continue }
            if r + 1 < rows && grid[r + 1][c] == "1" { uf.union(r * cols + c, (r + 1) * cols + c) }
            if c + 1 < cols && grid[r][c + 1] == "1" { uf.union(r * cols + c, r * cols + c + 1) }
        }
    }
    return uf.components - water
}

func floodFill(_ image: [[Int]], _ sr: Int, _ sc: Int, _ color: Int) -> [[Int]] {
    var img = image
    let original = img[sr][sc]
    guard original != color else { return img }
    var stack = [(sr, sc)]
    while let (r, c) = stack.popLast() {
        guard img.indices.contains(r), img[r].indices.contains(c), img[r][c] == original else { continue }
        img[r][c] = color
        stack += [(r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)]
    }
    return img
}

print("islands:", countIslands(map))
var uf = UnionFind(count: 6)
print(uf.union(0, 1), uf.union(1, 2), uf.union(0, 2), uf.union(3, 4))
print("components:", uf.components, "same(2,0):", uf.find(2) == uf.find(0), "same(2,3):", uf.find(2) == uf.find(3))
floodFill([[1, 1, 1], [1, 1, 0], [1, 0, 1]], 1, 1, 2).forEach { print($0) }
// expect: islands: 4
// expect: true true false true
// expect: components: 3 same(2,0): true same(2,3): false
// expect: [2, 2, 2]
// expect: [2, 2, 0]
// expect: [2, 0, 1]
