// Swift book style (Concurrency): async functions awaited in sequence, async let bindings gathered together, and a throwing task group whose results are sorted
func fetchPhoto(named name: String) async -> String {
    await Task.yield()
    return "<\(name)>"
}
func listNames(in gallery: String) async -> [String] {
    switch gallery {
    case "summer": return ["beach", "pier", "dunes"]
    default: return ["snow"]
    }
}
func sizeOf(_ photo: String) async throws -> Int {
    if photo.isEmpty { throw CancellationError() }
    return photo.count * 10
}

func run() async throws {
    let names = await listNames(in: "summer")
    let sortedNames = names.sorted()
    let first = await fetchPhoto(named: sortedNames[0])
    print("first:", first)

    async let a = fetchPhoto(named: names[0])
    async let b = fetchPhoto(named: names[1])
    async let c = fetchPhoto(named: names[2])
    let all = await [a, b, c]
    print(all)

    async let total = sizeOf("abc")
    async let winter = listNames(in: "winter")
    print(try await total, await winter)

    let sizes = try await withThrowingTaskGroup(of: (String, Int).self) { group in
        for n in names {
            group.addTask { (n, try await sizeOf(n)) }
        }
        var collected: [(String, Int)] = []
        for try await pair in group { collected.append(pair) }
        return collected.sorted { $0.0 < $1.0 }
    }
    for (n, s) in sizes { print(n, s) }

    let sum = await withTaskGroup(of: Int.self, returning: Int.self) { group in
        for i in 1...10 { group.addTask { i * i } }
        return await group.reduce(0, +)
    }
    print("sum of squares", sum)

    do {
        _ = try await sizeOf("")
    } catch is CancellationError {
        print("cancelled error caught")
    }
    let t = Task { await fetchPhoto(named: "task") }
    print(await t.value)
}
try await run()
print("main done")

// expect: first: <beach>
// expect: ["<beach>", "<pier>", "<dunes>"]
// expect: 30 ["snow"]
// expect: beach 50
// expect: dunes 50
// expect: pier 40
// expect: sum of squares 385
// expect: cancelled error caught
// expect: <task>
// expect: main done
