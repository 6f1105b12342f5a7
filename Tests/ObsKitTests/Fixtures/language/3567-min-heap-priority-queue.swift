// App code style: min-heap priority queue generic over Comparable, used for Dijkstra on a dict graph
struct Heap<T> {
    private var a: [T] = []
    let less: (T, T) -> Bool
    init(_ less: @escaping (T, T) -> Bool) { self.less = less }
    var isEmpty: Bool { a.isEmpty }
    mutating func push(_ x: T) {
        a.append(x)
        var i = a.count - 1
        while i > 0, less(a[i], a[(i - 1) / 2]) { a.swapAt(i, (i - 1) / 2); i = (i - 1) / 2 }
    }
    mutating func pop() -> T? {
        guard !a.isEmpty else { return nil }
        a.swapAt(0, a.count - 1)
        let top = a.removeLast()
        var i = 0
        while true {
            let l = 2 * i + 1, r = l + 1
            var m = i
            if l < a.count, less(a[l], a[m]) { m = l }
            if r < a.count, less(a[r], a[m]) { m = r }
            if m == i { break }
            a.swapAt(i, m); i = m
        }
        return top
    }
}

var h = Heap<Int>(<)
[9, 4, 7, 1, 8, 2, 2, 6].forEach { h.push($0) }
var drained: [Int] = []
while let x = h.pop() { drained.append(x) }
print("heap sort:", drained)

let roads: [String: [(String, Int)]] = [
    "home": [("park", 4), ("shop", 1)],
    "shop": [("park", 2), ("school", 7)],
    "park": [("school", 3), ("lake", 8)],
    "school": [("lake", 1)],
    "lake": [],
]
func dijkstra(_ src: String) -> [String: (Int, String)] {
    var best: [String: (Int, String)] = [src: (0, src)]
    var pq = Heap<(Int, String)> { $0 < $1 }
    pq.push((0, src))
    while let (d, u) = pq.pop() {
        if d > best[u]!.0 { continue }
        for (v, w) in roads[u] ?? [] where d + w < (best[v]?.0 ?? .max) {
            best[v] = (d + w, u)
            pq.push((d + w, v))
        }
    }
    return best
}
let res = dijkstra("home")
for k in res.keys.sorted() {
    var route = [k]
    while route[0] != "home" { route.insert(res[route[0]]!.1, at: 0) }
    print("\(k): \(res[k]!.0) via \(route.joined(separator: ">"))")
}
// expect: heap sort: [1, 2, 2, 4, 6, 7, 8, 9]
// expect: home: 0 via home
// expect: lake: 7 via home>shop>park>school>lake
// expect: park: 3 via home>shop>park
// expect: school: 6 via home>shop>park>school
// expect: shop: 1 via home>shop
