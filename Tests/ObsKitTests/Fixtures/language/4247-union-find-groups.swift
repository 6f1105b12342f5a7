// App code style: union-find to cluster users into friend groups and detect redundant links
struct DisjointSet {
    private var parent: [Int]
    private var rank: [Int]
    private(set) var groups: Int

    init(count: Int) {
        parent = Array(0..<count)
        rank = Array(repeating: 0, count: count)
        groups = count
    }

    mutating func find(_ x: Int) -> Int {
        var root = x
        while parent[root] != root { root = parent[root] }
        var node = x
        while parent[node] != root {
            let next = parent[node]
            parent[node] = root
            node = next
        }
        return root
    }

    @discardableResult
    mutating func union(_ a: Int, _ b: Int) -> Bool {
        let ra = find(a), rb = find(b)
        guard ra != rb else { return false }
        switch (rank[ra], rank[rb]) {
        case let (x, y) where x < y: parent[ra] = rb
        case let (x, y) where x > y: parent[rb] = ra
        default:
            parent[rb] = ra
            rank[ra] += 1
        }
        groups -= 1
        return true
    }

    mutating func connected(_ a: Int, _ b: Int) -> Bool {
        find(a) == find(b)
    }
}

let users = ["ana", "ben", "cho", "dev", "eli", "fay", "gus", "hal", "ivy", "jon"]
let index = Dictionary(uniqueKeysWithValues: users.enumerated().map { ($1, $0) })
let friendships = [
    ("ana", "ben"), ("cho", "dev"), ("ben", "cho"), ("eli", "fay"),
    ("ana", "dev"), ("gus", "hal"), ("fay", "gus"), ("jon", "jon"), ("hal", "eli"),
]

var sets = DisjointSet(count: users.count)
var redundant: [String] = []
for (a, b) in friendships {
    if sets.union(index[a]!, index[b]!) {
        print("linked \(a)-\(b): \(sets.groups) groups")
    } else {
        redundant.append("\(a)-\(b)")
    }
}
print("Redundant links: \(redundant)")

var clusters: [Int: [String]] = [:]
for user in users {
    clusters[sets.find(index[user]!), default: []].append(user)
}
let ordered = clusters.values.map { $0.sorted() }.sorted { $0.count != $1.count ? $0.count > $1.count : $0[0] < $1[0] }
for (n, group) in ordered.enumerated() {
    print("Group \(n + 1) (\(group.count)): \(group.joined(separator: ", "))")
}

let queries = [("ana", "cho"), ("ana", "eli"), ("ivy", "jon"), ("gus", "eli")]
for (a, b) in queries {
    print("\(a) ~ \(b)? \(sets.connected(index[a]!, index[b]!))")
}

sets.union(index["dev"]!, index["hal"]!)
print("After bridging dev-hal: \(sets.groups) groups")
print("ana ~ eli now? \(sets.connected(index["ana"]!, index["eli"]!))")

func islands(_ grid: [String]) -> Int {
    let rows = grid.map { Array($0) }
    let h = rows.count, w = rows[0].count
    var ds = DisjointSet(count: h * w)
    var water = 0
    for r in 0..<h {
        for c in 0..<w {
            guard rows[r][c] == "#" else { water += 1; continue }
            if r + 1 < h && rows[r + 1][c] == "#" { ds.union(r * w + c, (r + 1) * w + c) }
            if c + 1 < w && rows[r][c + 1] == "#" { ds.union(r * w + c, r * w + c + 1) }
        }
    }
    return ds.groups - water
}
print("Islands: \(islands(["##..#", "#...#", "..#..", "....#", "##.##"]))")

// expect: linked ana-ben: 9 groups
// expect: linked cho-dev: 8 groups
// expect: linked ben-cho: 7 groups
// expect: linked eli-fay: 6 groups
// expect: linked gus-hal: 5 groups
// expect: linked fay-gus: 4 groups
// expect: Redundant links: ["ana-dev", "jon-jon", "hal-eli"]
// expect: Group 1 (4): ana, ben, cho, dev
// expect: Group 2 (4): eli, fay, gus, hal
// expect: Group 3 (1): ivy
// expect: Group 4 (1): jon
// expect: ana ~ cho? true
// expect: ana ~ eli? false
// expect: ivy ~ jon? false
// expect: gus ~ eli? true
// expect: After bridging dev-hal: 3 groups
// expect: ana ~ eli now? true
// expect: Islands: 5
