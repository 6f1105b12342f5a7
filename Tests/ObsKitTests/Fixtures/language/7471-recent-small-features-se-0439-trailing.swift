// Swift Evolution style (recent small features): SE-0439 trailing commas, SE-0442 inferred task group result type and SE-0459 enumerated() as a collection
struct Point: CustomStringConvertible {
    var x: Int
    var y: Int
    var description: String { "(\(x), \(y))" }
}

func distance(
    from a: Point,
    to b: Point,
) -> Int {
    abs(a.x - b.x) + abs(a.y - b.y)
}

let route = [
    Point(x: 0, y: 0),
    Point(x: 3, y: 4),
    Point(x: -1, y: 2),
]

let pairs = (
    first: route[0],
    last: route[2],
)
print(pairs.first, pairs.last, distance(from: pairs.first, to: pairs.last,))

let legs = zip(route, route.dropFirst()).map { distance(from: $0, to: $1) }
print(legs, legs.reduce(0, +))

let indexed = route.enumerated()
print(indexed.count, indexed.last.map { "\($0.offset): \($0.element)" } ?? "none")
for (i, p) in indexed.reversed() {
    print(i, p)
}
let skipped = indexed.dropFirst()
print(skipped.map(\.offset))

let lengths = await withTaskGroup { group in
    for (i, word) in ["swift", "is", "fun"].enumerated() {
        group.addTask { (i, word.count) }
    }
    var results: [(Int, Int)] = []
    for await r in group { results.append(r) }
    return results.sorted { $0.0 < $1.0 }.map(\.1)
}
print(lengths)

switch route.count {
case 0, 1:
    print("short")
default:
    print("route of \(route.count)")
}
// expect: (0, 0) (-1, 2) 3
// expect: [7, 6] 13
// expect: 3 2: (-1, 2)
// expect: 2 (-1, 2)
// expect: 1 (3, 4)
// expect: 0 (0, 0)
// expect: [1, 2]
// expect: [5, 2, 3]
// expect: route of 3
