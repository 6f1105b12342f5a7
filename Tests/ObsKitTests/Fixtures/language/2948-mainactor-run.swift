// Compiler test style: MainActor.run and Task { @MainActor in } updating main-actor state
@MainActor
final class Screen {
    var title = "Loading"
    var updates: [String] = []
    func set(_ t: String) {
        title = t
        updates.append(t)
    }
}

let screen = await Screen()

func backgroundWork(_ n: Int) async -> Int {
    (1...n).reduce(0, +)
}

let value = await backgroundWork(10)
await MainActor.run {
    screen.set("Sum \(value)")
}
print(await screen.title)

let length = await MainActor.run { () -> Int in
    screen.set("Computed")
    return screen.updates.count
}
print("updates so far:", length)

let uiTask = Task { @MainActor in
    screen.set("From task")
    return screen.title.count
}
print("task returned:", await uiTask.value)
print(await screen.updates)

@MainActor func isMain() -> Bool { true }
print("isolated call:", await isMain())
// expect: Sum 55
// expect: updates so far: 2
// expect: task returned: 9
// expect: ["Sum 55", "Computed", "From task"]
// expect: isolated call: true
