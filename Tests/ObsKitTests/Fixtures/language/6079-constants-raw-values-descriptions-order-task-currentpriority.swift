// TaskPriority: its constants, raw values, descriptions and order; Task.currentPriority and Task.basePriority, inherited by Task {}, given by Task(priority:), detached and addTask(priority:), raised while a higher-priority task awaits
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
print(Task.currentPriority)
print(Task.basePriority as Any)
let a = Task { Task.currentPriority }
print(await a.value)
let b = Task(priority: .low) { Task.currentPriority }
print(await b.value)
let c = Task.detached { Task.currentPriority }
print(await c.value)
let d = Task.detached(priority: .background) { (Task.currentPriority, Task.basePriority) }
print(await d.value)
print(TaskPriority(rawValue: 21), TaskPriority(rawValue: 30), TaskPriority.userInitiated, TaskPriority.utility, TaskPriority.medium.description)
print([TaskPriority.low, .high, .medium].sorted())
print(TaskPriority.high.rawValue, type(of: TaskPriority.high.rawValue))
debugPrint(TaskPriority.low)
let e = Task(priority: .high) { await withTaskGroup(of: TaskPriority.self) { g in
  g.addTask(priority: .low) { Task.currentPriority }
  g.addTask { Task.currentPriority }
  var r: [TaskPriority] = []
  for await p in g { r.append(p) }
  return r.sorted()
} }
print(await e.value)
print(Task.currentPriority == .medium)

// expect: TaskPriority.medium
// expect: Optional(TaskPriority.medium)
// expect: TaskPriority.medium
// expect: TaskPriority.medium
// expect: TaskPriority.medium
// expect: (TaskPriority.medium, Optional(TaskPriority.background))
// expect: TaskPriority.medium TaskPriority(rawValue: 30) TaskPriority.high TaskPriority.low TaskPriority.medium
// expect: [TaskPriority.low, TaskPriority.medium, TaskPriority.high]
// expect: 25 UInt8
// expect: TaskPriority.low
// expect: [TaskPriority.high, TaskPriority.high]
// expect: true
