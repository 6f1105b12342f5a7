// Apple docs style (Task): creating tasks and awaiting their value
struct Profile {
    let id: Int
    let name: String
    let followers: Int
}

func fetchProfile(id: Int) async -> Profile {
    let names = [1: "ada", 2: "grace", 3: "linus"]
    await Task.yield()
    return Profile(id: id, name: names[id] ?? "unknown", followers: id * 120)
}

// The simplest form from the docs: start a task, then read `value` later.
let handle = Task { () -> Int in
    var total = 0
    for i in 1...10 { total += i }
    return total
}
let total = await handle.value
print("sum 1...10 =", total)

// Start several tasks up front, then await them in a fixed order.
func fetchAll(ids: [Int]) async -> [Profile] {
    var tasks: [Task<Profile, Never>] = []
    for id in ids {
        tasks.append(Task { await fetchProfile(id: id) })
    }
    var profiles: [Profile] = []
    for task in tasks {
        profiles.append(await task.value)
    }
    return profiles
}

let profiles = await fetchAll(ids: [3, 1, 4, 2])
for p in profiles {
    print("#\(p.id) \(p.name) followers=\(p.followers)")
}

// Reading `value` twice is fine: the task runs once and caches its result.
var runCount = 0
let once = Task { () -> String in
    runCount += 1
    return "computed"
}
let first = await once.value
let second = await once.value
print(first, second, "runs:", runCount)

// A task whose result type is Void still has a value you can await.
var log: [String] = []
let sideEffect = Task {
    log.append("saved draft")
}
await sideEffect.value
print(log)

// Task handles are Hashable, so they can live in a dictionary.
let byName: [String: Task<Int, Never>] = [
    "small": Task { 2 * 21 },
    "large": Task { (1...100).reduce(0, +) },
]
for key in byName.keys.sorted() {
    print(key, await byName[key]!.value)
}

// expect: sum 1...10 = 55
// expect: #3 linus followers=360
// expect: #1 ada followers=120
// expect: #4 unknown followers=480
// expect: #2 grace followers=240
// expect: computed computed runs: 1
// expect: ["saved draft"]
// expect: large 5050
// expect: small 42
