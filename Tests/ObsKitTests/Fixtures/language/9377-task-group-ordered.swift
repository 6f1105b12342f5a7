// structured concurrency: async let, task groups collected in order, throwing groups, cancellation
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum JobError: Error { case bad(Int) }

func square(_ n: Int) async -> Int { n * n }
func checked(_ n: Int) async throws -> Int {
    if n == 13 { throw JobError.bad(n) }
    return n + 1000
}
func slowSum(_ xs: [Int]) async -> Int {
    var t = 0
    for x in xs { t += await square(x) }
    return t
}

async let a = square(3)
async let b = square(4)
async let c = slowSum([1, 2, 3])
let (x, y, z) = await (a, b, c)
print("async let:", x, y, z, x + y)

let squares = await withTaskGroup(of: (Int, Int).self) { group in
    for i in 1...8 { group.addTask { (i, await square(i)) } }
    var pairs: [(Int, Int)] = []
    for await p in group { pairs.append(p) }
    return pairs.sorted { $0.0 < $1.0 }.map(\.1)
}
print("group:", squares)

let total = await withTaskGroup(of: Int.self, returning: Int.self) { group in
    for i in 1...100 { group.addTask { i } }
    return await group.reduce(0, +)
}
print("sum 1...100:", total)

do {
    let r = try await withThrowingTaskGroup(of: Int.self) { group in
        for i in [1, 2, 3] { group.addTask { try await checked(i) } }
        var out: [Int] = []
        for try await v in group { out.append(v) }
        return out.sorted()
    }
    print("throwing ok:", r)
    _ = try await withThrowingTaskGroup(of: Int.self) { group in
        for i in [12, 13, 14] { group.addTask { try await checked(i) } }
        var out: [Int] = []
        for try await v in group { out.append(v) }
        return out
    }
    print("not reached")
} catch {
    print("throwing group failed:", error)
}

let results = await withTaskGroup(of: Result<Int, JobError>.self) { group in
    for i in [11, 13, 15] {
        group.addTask {
            do { return .success(try await checked(i)) } catch { return .failure(.bad(i)) }
        }
    }
    var ok: [Int] = [], bad: [Int] = []
    for await r in group {
        switch r {
        case .success(let v): ok.append(v)
        case .failure(.bad(let n)): bad.append(n)
        }
    }
    return (ok.sorted(), bad)
}
print("collected:", results.0, results.1)

let task = Task { () -> String in
    try? await Task.sleep(nanoseconds: 5_000_000_000)
    return Task.isCancelled ? "cancelled" : "finished"
}
task.cancel()
print("task:", await task.value)

let handles = (1...3).map { n in Task { await square(n) + 1 } }
var vals: [Int] = []
for h in handles { vals.append(await h.value) }
print("tasks in order:", vals)

// expect: async let: 9 16 14 25
// expect: group: [1, 4, 9, 16, 25, 36, 49, 64]
// expect: sum 1...100: 5050
// expect: throwing ok: [1001, 1002, 1003]
// expect: throwing group failed: bad(13)
// expect: collected: [1011, 1015] [13]
// expect: task: cancelled
// expect: tasks in order: [2, 5, 10]
