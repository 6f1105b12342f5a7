// Compiler test style: Task.isCancelled checked inside a task cancelled before it runs work
func work(steps: Int) async -> (done: Int, cancelled: Bool) {
    var done = 0
    for _ in 0..<steps {
        if Task.isCancelled {
            return (done, true)
        }
        done += 1
    }
    return (done, false)
}

let normal = Task { await work(steps: 5) }
let r1 = await normal.value
print("normal:", r1.done, r1.cancelled)

let cancelled = Task { () -> (done: Int, cancelled: Bool) in
    withUnsafeCurrentTask { t in t?.cancel() }
    return await work(steps: 5)
}
let r2 = await cancelled.value
print("cancelled:", r2.done, r2.cancelled)

let t3 = Task { () -> Bool in
    return Task.isCancelled
}
t3.cancel()
print("t3 handle cancelled:", t3.isCancelled)
print("outside task cancelled:", Task.isCancelled)
// expect: normal: 5 false
// expect: cancelled: 0 true
// expect: t3 handle cancelled: true
// expect: outside task cancelled: false
