// Swift book style (Concurrency): async functions, await, async let, task groups, all deterministic
func fetchPhotoNames(in gallery: String) async -> [String] {
    gallery == "summer" ? ["beach", "pier", "dunes"] : ["snow"]
}
func download(_ name: String) async -> Int {
    name.count * 100
}
func show() async {
    let names = await fetchPhotoNames(in: "summer")
    let sorted = names.sorted()
    print(sorted)
    let first = await download(sorted[0])
    print("first size \(first)")
    async let a = download(names[0])
    async let b = download(names[1])
    async let c = download(names[2])
    let sizes = await [a, b, c]
    print(sizes)
    let total = await withTaskGroup(of: Int.self) { group in
        for n in names { group.addTask { await download(n) } }
        var sum = 0
        for await s in group { sum += s }
        return sum
    }
    print("total \(total)")
}
await show()
func slowSquare(_ x: Int) async throws -> Int {
    if x > 9 { throw CancellationError() }
    return x * x
}
do {
    print(try await slowSquare(3))
    print(try await slowSquare(12))
} catch {
    print("failed: \(type(of: error))")
}
let t = Task { () -> String in
    let v = await download("abcd")
    return "task got \(v)"
}
print(await t.value)
// expect: ["beach", "dunes", "pier"]
// expect: first size 500
// expect: [500, 400, 500]
// expect: total 1400
// expect: 9
// expect: failed: CancellationError
// expect: task got 400
