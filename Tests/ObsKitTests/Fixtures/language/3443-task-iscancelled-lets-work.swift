// Swift book style: Task.isCancelled lets work stop early and return partial results
func collect(upTo n: Int, cancelAt: Int?) async -> [Int] {
    var items: [Int] = []
    for i in 1...n {
        if i == cancelAt {
            withUnsafeCurrentTask { $0?.cancel() }
        }
        if Task.isCancelled {
            print("noticed cancellation at \(i)")
            break
        }
        items.append(i)
    }
    return items
}

let full = await Task { await collect(upTo: 5, cancelAt: nil) }.value
print("full: \(full)")

let partial = await Task { await collect(upTo: 10, cancelAt: 4) }.value
print("partial: \(partial)")

let group = await withTaskGroup(of: Int.self) { g in
    g.addTask { 1 }
    g.addTask { 2 }
    var got: [Int] = []
    for await v in g { got.append(v) }
    g.cancelAll()
    return (got.sorted(), g.isCancelled)
}
print("group results: \(group.0), cancelled: \(group.1)")

let started = Task {
    withUnsafeCurrentTask { $0?.cancel() }
    return Task.isCancelled ? "saw cancel" : "no cancel"
}
print(await started.value)
print("started.isCancelled: \(started.isCancelled)")
// expect: full: [1, 2, 3, 4, 5]
// expect: noticed cancellation at 4
// expect: partial: [1, 2, 3]
// expect: group results: [1, 2], cancelled: true
// expect: saw cancel
// expect: started.isCancelled: true
