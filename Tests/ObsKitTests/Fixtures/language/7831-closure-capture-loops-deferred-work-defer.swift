// Swift book style (closure capture in loops and deferred work): defer order and captured objects released after queue drains
final class Job {
    let id: Int
    init(_ id: Int) { self.id = id }
    deinit { print("job \(id) released") }
}

var queue: [() -> Void] = []
for i in 1...3 {
    let job = Job(i)
    queue.append { print("running job \(job.id)") }
}
print("queued \(queue.count)")
while !queue.isEmpty {
    let work = queue.removeFirst()
    work()
}
print("queue drained")

func withCleanup() {
    let j = Job(10)
    defer { print("defer 1 sees job \(j.id)") }
    defer { print("defer 2") }
    print("body")
}
withCleanup()
print("end")
// expect: queued 3
// expect: running job 1
// expect: job 1 released
// expect: running job 2
// expect: job 2 released
// expect: running job 3
// expect: job 3 released
// expect: queue drained
// expect: body
// expect: defer 2
// expect: defer 1 sees job 10
// expect: job 10 released
// expect: end
