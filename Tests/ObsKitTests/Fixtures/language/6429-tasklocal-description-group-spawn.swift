// Concurrency library (TaskLocal, TaskGroup): a task-local's projected value prints as `TaskLocal<Int>(defaultValue: 0)`, and a group's deprecated `spawn` and `spawnUnlessCancelled` still add child tasks
enum Request {
    @TaskLocal static var attempt: Int = 0
    @TaskLocal static var label: String = "none"
}
print("\(Request.$attempt)")
print(Request.$label)
let sum = await withTaskGroup(of: Int.self) { group in
    group.spawn { 1 }
    group.spawn { 2 }
    let added = group.spawnUnlessCancelled { 3 }
    var total = 0
    for await value in group { total += value }
    return total * (added ? 10 : 1)
}
print(sum)
await Request.$attempt.withValue(2) {
    print(Request.attempt, "\(Request.$attempt)")
}

// expect: TaskLocal<Int>(defaultValue: 0)
// expect: TaskLocal<String>(defaultValue: none)
// expect: 60
// expect: 2 TaskLocal<Int>(defaultValue: 0)
