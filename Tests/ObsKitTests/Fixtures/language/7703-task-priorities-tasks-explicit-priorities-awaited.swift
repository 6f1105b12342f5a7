// WWDC style (task priorities): tasks with explicit priorities awaited in a fixed order
let priorities: [(String, TaskPriority)] = [
    ("high", .high), ("medium", .medium), ("low", .low), ("background", .background)
]

var tasks: [(String, Task<String, Never>)] = []
for (label, priority) in priorities {
    let t = Task(priority: priority) { () -> String in
        "\(label) ran"
    }
    tasks.append((label, t))
}
for (_, t) in tasks {
    print(await t.value)
}

print(TaskPriority.high > TaskPriority.low)
print(TaskPriority.medium == TaskPriority.medium)
print(TaskPriority.userInitiated == TaskPriority.high)
print(TaskPriority.utility == TaskPriority.low)

let inner = Task(priority: .high) {
    Task.currentPriority >= .medium
}
print("inner priority at least medium:", await inner.value)
// expect: high ran
// expect: medium ran
// expect: low ran
// expect: background ran
// expect: true
// expect: true
// expect: true
// expect: true
// expect: inner priority at least medium: true
