// Big Nerd Ranch style (concurrency): throwing async functions, a throwing task group, Task cancellation checks, and an actor cache
enum DownloadError: Error { case notFound(String) }
actor ImageCache {
    private var store: [String: Int] = [:]
    private(set) var fetches = 0
    func image(named name: String) async throws -> Int {
        if let cached = store[name] { return cached }
        fetches += 1
        let size = try await download(name)
        store[name] = size
        return size
    }
    var cachedNames: [String] { store.keys.sorted() }
}
func download(_ name: String) async throws -> Int {
    guard !name.hasPrefix("missing") else { throw DownloadError.notFound(name) }
    return name.utf8.count * 100
}
let cache = ImageCache()
do {
    let first = try await cache.image(named: "cat.png")
    let again = try await cache.image(named: "cat.png")
    print(first, again, await cache.fetches)
    _ = try await cache.image(named: "missing.png")
    print("not reached")
} catch DownloadError.notFound(let name) {
    print("could not find \(name)")
}
print(await cache.cachedNames)

func loadAll(_ names: [String]) async throws -> [String: Int] {
    try await withThrowingTaskGroup(of: (String, Int).self) { group in
        for name in names {
            group.addTask { (name, try await download(name)) }
        }
        var sizes: [String: Int] = [:]
        for try await (name, size) in group { sizes[name] = size }
        return sizes
    }
}
let sizes = try await loadAll(["a.png", "bb.png", "ccc.png"])
print(sizes.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
do {
    _ = try await loadAll(["ok.png", "missing-1.png"])
} catch {
    print("group failed: \(error)")
}
let outcome = await withTaskGroup(of: String.self) { group -> [String] in
    group.cancelAll()
    group.addTask {
        do { try Task.checkCancellation(); return "ran" } catch { return "cancelled: \(error is CancellationError)" }
    }
    let added = group.addTaskUnlessCancelled { "late" }
    var out = ["added late: \(added)"]
    for await line in group { out.append(line) }
    return out
}
print(outcome)
func slowSum(_ values: [Int]) async -> Int {
    var total = 0
    for v in values {
        if Task.isCancelled { break }
        total += v
    }
    return total
}
print(await slowSum(Array(1...100)))
let result = await Task { try await download("missing-x") }.result
switch result {
case .success(let v): print("size", v)
case .failure(let e): print("failure", e)
}

// expect: 700 700 1
// expect: could not find missing.png
// expect: ["cat.png"]
// expect: ["a.png=500", "bb.png=600", "ccc.png=700"]
// expect: group failed: notFound("missing-1.png")
// expect: ["added late: false", "cancelled: true"]
// expect: 5050
// expect: failure notFound("missing-x")
