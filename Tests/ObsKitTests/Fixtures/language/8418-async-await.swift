// Compiler-test style: async functions, sequential awaits, async let, task groups with sorted results, and actors
func square(_ n: Int) async -> Int { n * n }

func sumOfSquares(_ xs: [Int]) async -> Int {
    var total = 0
    for x in xs { total += await square(x) }
    return total
}

enum FetchError: Error { case missing(Int) }
func fetch(_ id: Int) async throws -> String {
    if id < 0 { throw FetchError.missing(id) }
    return "item\(id)"
}

actor Counter {
    private var value = 0
    func increment(by n: Int) -> Int { value += n; return value }
    var current: Int { value }
}

print(await square(7))
print(await sumOfSquares([1, 2, 3]))

async let a = square(3)
async let b = square(4)
let (x, y) = await (a, b)
print("async let:", x, y, x + y)

do {
    print(try await fetch(5))
    print(try await fetch(-1))
} catch {
    print("caught:", error)
}

let results = await withTaskGroup(of: (Int, Int).self) { group in
    for i in 1...5 { group.addTask { (i, await square(i)) } }
    var collected: [(Int, Int)] = []
    for await r in group { collected.append(r) }
    return collected.sorted { $0.0 < $1.0 }.map { "\($0.0)^2=\($0.1)" }
}
print(results)

let counter = Counter()
await withTaskGroup(of: Void.self) { group in
    for i in 1...10 { group.addTask { _ = await counter.increment(by: i) } }
}
print("counter:", await counter.current)

let t = Task { await sumOfSquares([10, 20]) }
print("task value:", await t.value)

// expect: 49
// expect: 14
// expect: async let: 9 16 25
// expect: item5
// expect: caught: missing(-1)
// expect: ["1^2=1", "2^2=4", "3^2=9", "4^2=16", "5^2=25"]
// expect: counter: 55
// expect: task value: 500
