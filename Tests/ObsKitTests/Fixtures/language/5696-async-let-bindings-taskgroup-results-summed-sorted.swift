// Swift compiler execution test style (structured concurrency): async let bindings, TaskGroup results summed and sorted, throwing task groups and Task values awaited in order
func square(_ n: Int) async -> Int { n * n }
func slowName(_ id: Int) async -> String { "item\(id)" }

async let s1 = square(3)
async let s2 = square(4)
async let name = slowName(7)
let (r1, r2) = await (s1, s2)
print(r1 + r2, await name)

let sum = await withTaskGroup(of: Int.self) { group -> Int in
    for i in 1...10 { group.addTask { await square(i) } }
    var total = 0
    for await v in group { total += v }
    return total
}
print("sum of squares", sum)

let collected = await withTaskGroup(of: (Int, String).self) { group in
    for i in [3, 1, 2] { group.addTask { (i, await slowName(i)) } }
    var out: [(Int, String)] = []
    for await pair in group { out.append(pair) }
    return out.sorted { $0.0 < $1.0 }
}
print(collected.map { $0.1 })

enum JobError: Error { case failed(Int) }
do {
    let results = try await withThrowingTaskGroup(of: Int.self) { group in
        for i in 1...5 {
            group.addTask {
                if i == 4 { throw JobError.failed(i) }
                return i
            }
        }
        var got: [Int] = []
        for try await v in group { got.append(v) }
        return got
    }
    print("unexpected", results)
} catch JobError.failed(let n) {
    print("job failed", n)
}

let t1 = Task { await square(11) }
let t2 = Task { () throws -> Int in throw JobError.failed(0) }
print(await t1.value)
do { _ = try await t2.value } catch { print("t2 threw", error) }
let mapped = await withTaskGroup(of: String.self, returning: [String].self) { g in
    for w in ["b", "a", "c"] { g.addTask { w.uppercased() } }
    return await g.reduce(into: []) { $0.append($1) }.sorted()
}
print(mapped)

// expect: 25 item7
// expect: sum of squares 385
// expect: ["item1", "item2", "item3"]
// expect: job failed 4
// expect: 121
// expect: t2 threw failed(0)
// expect: ["A", "B", "C"]
