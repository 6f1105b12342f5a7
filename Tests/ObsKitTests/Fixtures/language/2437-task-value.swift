// Compiler test style (concurrency): unstructured Task { } and await task.value / result
enum JobError: Error { case failed(id: Int) }

func runJob(_ id: Int) async throws -> String {
    if id % 3 == 0 { throw JobError.failed(id: id) }
    return "job\(id) done"
}

let t1 = Task { () -> Int in
    var sum = 0
    for i in 1...20 { sum += i }
    return sum
}
print("t1:", await t1.value)

let t2 = Task { try await runJob(4) }
print("t2:", try await t2.value)

let t3 = Task { try await runJob(6) }
do {
    _ = try await t3.value
} catch JobError.failed(let id) {
    print("t3 failed with id", id)
}

let t4 = Task { try await runJob(9) }
switch await t4.result {
case .success(let s): print("t4 success", s)
case .failure(let e): print("t4 failure", e)
}

var jobs: [Task<String, Error>] = []
for id in [1, 2, 3, 5] {
    jobs.append(Task { try await runJob(id) })
}
var outcomes: [String] = []
for job in jobs {
    let r = await job.result
    outcomes.append((try? r.get()) ?? "error")
}
print("outcomes:", outcomes)

let nested = Task { () -> [Int] in
    let inner = Task { [10, 20, 30] }
    let more = Task.detached { [40] }
    return await inner.value + (await more.value)
}
print("nested:", await nested.value)

let voidTask = Task { () -> Void in }
await voidTask.value
print("void task finished, cancelled:", voidTask.isCancelled)

let t5 = Task { "same" }
let a = await t5.value
let b = await t5.value
print("awaited twice:", a, b, a == b)

// expect: t1: 210
// expect: t2: job4 done
// expect: t3 failed with id 6
// expect: t4 failure failed(id: 9)
// expect: outcomes: ["job1 done", "job2 done", "error", "job5 done"]
// expect: nested: [10, 20, 30, 40]
// expect: void task finished, cancelled: false
// expect: awaited twice: same same true
