// Donny Wals style (actor task cache): an actor stores in-flight Task handles so a repeated request reuses one
actor ProfileLoader {
    private var inFlight: [Int: Task<String, Never>] = [:]
    private var loads = 0

    func profile(id: Int) async -> String {
        if let existing = inFlight[id] {
            return await existing.value
        }
        loads += 1
        let number = loads
        let task = Task { "profile-\(id) (load \(number))" }
        inFlight[id] = task
        return await task.value
    }

    func loadCount() -> Int { loads }
    func cachedIDs() -> [Int] { inFlight.keys.sorted() }
    func forget(_ id: Int) { inFlight[id] = nil }
}

let loader = ProfileLoader()
for id in [4, 2, 4, 4, 9, 2] {
    print(await loader.profile(id: id))
}
print("loads:", await loader.loadCount())
print("cached:", await loader.cachedIDs())
await loader.forget(4)
print(await loader.profile(id: 4))
print("loads now:", await loader.loadCount())

// expect: profile-4 (load 1)
// expect: profile-2 (load 2)
// expect: profile-4 (load 1)
// expect: profile-4 (load 1)
// expect: profile-9 (load 3)
// expect: profile-2 (load 2)
// expect: loads: 3
// expect: cached: [2, 4, 9]
// expect: profile-4 (load 4)
// expect: loads now: 4
