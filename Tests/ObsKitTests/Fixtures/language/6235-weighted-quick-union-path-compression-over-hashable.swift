// Algorithm Club style (union-find): weighted quick-union with path compression over Hashable elements, used for connected components
struct UnionFind<T: Hashable> {
    private var index: [T: Int] = [:]
    private var parent: [Int] = []
    private var size: [Int] = []

    mutating func addSet(_ element: T) {
        guard index[element] == nil else { return }
        index[element] = parent.count
        parent.append(parent.count)
        size.append(1)
    }

    private mutating func root(of i: Int) -> Int {
        if parent[i] != i { parent[i] = root(of: parent[i]) }
        return parent[i]
    }

    mutating func setOf(_ element: T) -> Int? {
        guard let i = index[element] else { return nil }
        return root(of: i)
    }

    @discardableResult
    mutating func union(_ a: T, _ b: T) -> Bool {
        guard let ra = setOf(a), let rb = setOf(b), ra != rb else { return false }
        if size[ra] < size[rb] {
            parent[ra] = rb; size[rb] += size[ra]
        } else {
            parent[rb] = ra; size[ra] += size[rb]
        }
        return true
    }

    mutating func inSameSet(_ a: T, _ b: T) -> Bool {
        guard let ra = setOf(a), let rb = setOf(b) else { return false }
        return ra == rb
    }

    mutating func groups() -> [[T]] {
        var buckets: [Int: [T]] = [:]
        for (element, i) in index { buckets[root(of: i), default: []].append(element) }
        return buckets.values.map { $0 }
    }
}

var people = UnionFind<String>()
for name in ["ada", "ben", "cat", "dan", "eve", "fay", "gus"] { people.addSet(name) }
let friendships = [("ada", "ben"), ("cat", "dan"), ("ben", "dan"), ("eve", "fay"), ("ada", "cat")]
for (a, b) in friendships {
    print("\(a)-\(b):", people.union(a, b) ? "joined" : "already together")
}
print(people.inSameSet("ada", "dan"), people.inSameSet("ada", "eve"), people.inSameSet("gus", "zed"))
let groups = people.groups().map { $0.sorted() }.sorted { $0.count != $1.count ? $0.count > $1.count : $0[0] < $1[0] }
for g in groups { print(g.count, g.joined(separator: ",")) }

var grid = UnionFind<Int>()
(0..<10).forEach { grid.addSet($0) }
for (a, b) in [(0, 1), (2, 3), (1, 3), (5, 6), (8, 9), (6, 9)] { grid.union(a, b) }
print("components:", grid.groups().count)

// expect: ada-ben: joined
// expect: cat-dan: joined
// expect: ben-dan: joined
// expect: eve-fay: joined
// expect: ada-cat: already together
// expect: true false false
// expect: 4 ada,ben,cat,dan
// expect: 2 eve,fay
// expect: 1 gus
// expect: components: 4
