// Swift book style: cancelling a parent task propagates to its task group children
func countChildrenThatSawCancel() async -> [String] {
    await withTaskGroup(of: String.self) { group in
        for i in 0..<4 {
            group.addTask {
                Task.isCancelled ? "child \(i): cancelled" : "child \(i): running"
            }
        }
        var out: [String] = []
        for await s in group { out.append(s) }
        return out.sorted()
    }
}

let parent = Task { () -> [String] in
    withUnsafeCurrentTask { $0?.cancel() }
    return await countChildrenThatSawCancel()
}
for line in await parent.value {
    print(line)
}

let fresh = await countChildrenThatSawCancel()
print(fresh.joined(separator: "; "))

let added = await withTaskGroup(of: Int.self) { group in
    group.cancelAll()
    let accepted = group.addTaskUnlessCancelled { 99 }
    var values: [Int] = []
    for await v in group { values.append(v) }
    return (accepted, values)
}
print("accepted after cancelAll: \(added.0), values: \(added.1)")

let normal = await withTaskGroup(of: Int.self) { group in
    let accepted = group.addTaskUnlessCancelled { 5 }
    var values: [Int] = []
    for await v in group { values.append(v) }
    return (accepted, values)
}
print("accepted normally: \(normal.0), values: \(normal.1)")
// expect: child 0: cancelled
// expect: child 1: cancelled
// expect: child 2: cancelled
// expect: child 3: cancelled
// expect: child 0: running; child 1: running; child 2: running; child 3: running
// expect: accepted after cancelAll: false, values: []
// expect: accepted normally: true, values: [5]
