// Swift Evolution style (SE-0469 task naming / SE-0472 Task.immediate): naming tasks with `Task(name:)`, reading `Task.name` inside them, and starting work synchronously with `Task.immediate`
func currentName() -> String { Task.name ?? "unnamed" }

@MainActor func demo() async {
    print("top task name:", currentName())

    let named = Task(name: "loader") {
        "running in \(currentName())"
    }
    print(await named.value)

    let plain = Task { currentName() }
    print("plain:", await plain.value)

    let detached = Task.detached(name: "background") { () -> String in
        "detached as \(currentName())"
    }
    print(await detached.value)

    var order: [String] = []
    order.append("before immediate")
    let immediate = Task.immediate {
        order.append("immediate body starts synchronously")
        await Task.yield()
        order.append("immediate body resumed")
        return 7
    }
    order.append("after immediate")
    let seven = await immediate.value
    order.append("value \(seven)")
    for line in order { print(line) }

    let namedImmediate = Task.immediate(name: "quick") {
        "immediate task named \(currentName())"
    }
    print(await namedImmediate.value)

    let results = await withTaskGroup(of: String.self) { group in
        for i in 1...3 {
            group.addTask(name: "child-\(i)") { currentName() }
        }
        var names: [String] = []
        for await n in group { names.append(n) }
        return names.sorted()
    }
    print(results)

    let throwing = Task(name: "fails") { () throws -> Int in
        struct Oops: Error {}
        if currentName() == "fails" { throw Oops() }
        return 1
    }
    do { _ = try await throwing.value } catch { print("task named fails threw", type(of: error)) }
}
await demo()

// expect: top task name: unnamed
// expect: running in loader
// expect: plain: unnamed
// expect: detached as background
// expect: before immediate
// expect: immediate body starts synchronously
// expect: after immediate
// expect: immediate body resumed
// expect: value 7
// expect: immediate task named quick
// expect: ["child-1", "child-2", "child-3"]
// expect: task named fails threw Oops
