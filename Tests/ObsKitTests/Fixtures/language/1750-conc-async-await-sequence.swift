// Concurrency: async functions awaited in sequence from top-level code, `Task.sleep` between steps, and an async throwing function.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Photo {
    let name: String
    let bytes: Int
}

func listPhotos(inGallery name: String) async -> [String] {
    try? await Task.sleep(nanoseconds: 1_000_000)
    return ["\(name)-1", "\(name)-2", "\(name)-3"]
}

func download(_ name: String) async throws -> Photo {
    if name.hasSuffix("-3") { throw CancellationError() }
    try await Task.sleep(nanoseconds: 500_000)
    return Photo(name: name, bytes: name.count * 100)
}

let names = await listPhotos(inGallery: "summer")
print(names)
var total = 0
for n in names {
    do {
        let p = try await download(n)
        total += p.bytes
        print("downloaded", p.name, p.bytes)
    } catch {
        print("skipped", n, "because", type(of: error))
    }
}
print("total bytes", total)

func slowDouble(_ x: Int) async -> Int {
    await Task.yield()
    return x * 2
}
let a = await slowDouble(4)
let b = await slowDouble(a)
print(a, b)

// expect: ["summer-1", "summer-2", "summer-3"]
// expect: downloaded summer-1 800
// expect: downloaded summer-2 800
// expect: skipped summer-3 because CancellationError
// expect: total bytes 1600
// expect: 8 16
