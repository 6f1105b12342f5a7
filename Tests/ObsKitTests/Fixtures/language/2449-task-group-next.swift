// Compiler test style (concurrency): task group next(), isEmpty, addTaskUnlessCancelled, cancelAll
func work(_ n: Int) async -> Int { n * n }

let single = await withTaskGroup(of: Int.self) { group -> Int? in
    group.addTask { await work(9) }
    let first = await group.next()
    let second = await group.next()
    print("second next is nil:", second == nil)
    return first
}
print("single:", single ?? -1)

let emptyCheck = await withTaskGroup(of: Int.self) { group -> [Bool] in
    var states = [group.isEmpty]
    group.addTask { 1 }
    states.append(group.isEmpty)
    _ = await group.next()
    states.append(group.isEmpty)
    return states
}
print("isEmpty states:", emptyCheck)

// One task at a time: next() order is fixed because only one child is ever running.
let sequential = await withTaskGroup(of: Int.self) { group -> [Int] in
    var out: [Int] = []
    for i in 1...5 {
        group.addTask { await work(i) }
        if let v = await group.next() { out.append(v) }
    }
    return out
}
print("sequential:", sequential)

let afterCancel = await withTaskGroup(of: String.self) { group -> [String] in
    let added = group.addTaskUnlessCancelled { "before" }
    group.cancelAll()
    let addedLater = group.addTaskUnlessCancelled { "after" }
    var out: [String] = ["added=\(added)", "addedLater=\(addedLater)", "isCancelled=\(group.isCancelled)"]
    for await s in group { out.append(s) }
    return out
}
afterCancel.forEach { print($0) }

let throwing = await withThrowingTaskGroup(of: Int.self) { group -> String in
    group.addTask { 5 }
    group.addTask { throw CancellationError() }
    var sum = 0
    var errors = 0
    while true {
        do {
            guard let v = try await group.next() else { break }
            sum += v
        } catch {
            errors += 1
        }
    }
    return "sum=\(sum) errors=\(errors)"
}
print(throwing)

let discarded = await withDiscardingTaskGroup { group in
    for _ in 0..<3 { group.addTask { _ = await work(2) } }
    return "discarding done"
}
print(discarded)

// expect: second next is nil: true
// expect: single: 81
// expect: isEmpty states: [true, false, true]
// expect: sequential: [1, 4, 9, 16, 25]
// expect: added=true
// expect: addedLater=false
// expect: isCancelled=true
// expect: before
// expect: sum=5 errors=1
// expect: discarding done
