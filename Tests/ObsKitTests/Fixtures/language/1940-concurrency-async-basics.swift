// Swift book style (Concurrency): async functions, async let, task groups and actors, deterministic
func fetchThumbnail(_ id: Int) async -> String {
    await Task.yield()
    return "thumb-\(id)"
}
func loadAll(_ ids: [Int]) async -> [String] {
    var names: [String] = []
    for id in ids { names.append(await fetchThumbnail(id)) }
    return names
}

let names = await loadAll([3, 1, 2])
print(names)

async let a = fetchThumbnail(10)
async let b = fetchThumbnail(20)
let pair = await [a, b]
print(pair)

let squares = await withTaskGroup(of: (Int, Int).self) { group in
    for n in 1...5 {
        group.addTask { (n, n * n) }
    }
    var results: [(Int, Int)] = []
    for await r in group { results.append(r) }
    return results.sorted { $0.0 < $1.0 }.map { $0.1 }
}
print(squares)

actor ScoreBoard {
    private var points: [String: Int] = [:]
    func add(_ n: Int, to player: String) { points[player, default: 0] += n }
    func standings() -> [String] {
        points.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    }
}
let board = ScoreBoard()
await withTaskGroup(of: Void.self) { group in
    for i in 1...10 {
        group.addTask { await board.add(i, to: i % 2 == 0 ? "even" : "odd") }
    }
}
print(await board.standings())

let task = Task { () -> Int in
    var total = 0
    for i in 1...100 { total += i }
    return total
}
print("task value \(await task.value)")

// expect: ["thumb-3", "thumb-1", "thumb-2"]
// expect: ["thumb-10", "thumb-20"]
// expect: [1, 4, 9, 16, 25]
// expect: ["even=30", "odd=25"]
// expect: task value 5050
