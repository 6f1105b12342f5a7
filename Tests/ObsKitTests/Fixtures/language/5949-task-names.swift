// Task names (SE-0469, Swift 6.2): Task(name:), Task.detached(name:), group.addTask(name:), and Task.name inside and outside a task
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
print(Task.name ?? "NONE")
let t = Task(name: "Loader") { () -> String in
    Task.name ?? "none"
}
print(await t.value)
let d = Task.detached(name: "Det", priority: .low) { Task.name ?? "x" }
print(await d.value)
await withTaskGroup(of: String.self) { g in
    g.addTask(name: "child-1") { Task.name ?? "?" }
    for await n in g { print(n) }
}
let u = Task { Task.name ?? "unnamed" }
print(await u.value)

// expect: NONE
// expect: Loader
// expect: Det
// expect: child-1
// expect: unnamed
