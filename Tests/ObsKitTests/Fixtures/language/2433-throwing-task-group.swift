// Compiler test style (concurrency): withThrowingTaskGroup propagating the first error
enum DownloadError: Error, Equatable {
    case notFound(String)
    case tooLarge(Int)
}

func download(_ path: String) async throws -> Int {
    if path.hasPrefix("missing") { throw DownloadError.notFound(path) }
    let size = path.count * 100
    if size > 1500 { throw DownloadError.tooLarge(size) }
    return size
}

func downloadAll(_ paths: [String]) async throws -> [Int] {
    try await withThrowingTaskGroup(of: Int.self) { group in
        for p in paths {
            group.addTask { try await download(p) }
        }
        var sizes: [Int] = []
        for try await s in group {
            sizes.append(s)
        }
        return sizes.sorted()
    }
}

do {
    let sizes = try await downloadAll(["a.txt", "readme.md", "x"])
    print("sizes:", sizes)
} catch {
    print("unexpected:", error)
}

do {
    _ = try await downloadAll(["a.txt", "missing.png"])
    print("not reached")
} catch DownloadError.notFound(let p) {
    print("not found:", p)
} catch {
    print("other:", error)
}

do {
    _ = try await downloadAll(["very/long/path/to/file.bin"])
} catch let e as DownloadError {
    print("download error:", e)
    print("is tooLarge 2600:", e == .tooLarge(2600))
}

// Handling errors per child so the group itself never throws.
let outcomes = await withTaskGroup(of: String.self) { group in
    for p in ["ok", "missing1", "fine.txt", "missing2"] {
        group.addTask {
            do { return "\(p): \(try await download(p))" }
            catch { return "\(p): error \(error)" }
        }
    }
    var lines: [String] = []
    for await line in group { lines.append(line) }
    return lines.sorted()
}
outcomes.forEach { print($0) }

let count = try await withThrowingTaskGroup(of: Void.self, returning: Int.self) { group in
    for i in 0..<5 { group.addTask { _ = i } }
    try await group.waitForAll()
    return 5
}
print("waited for", count)

// expect: sizes: [100, 500, 900]
// expect: not found: missing.png
// expect: download error: tooLarge(2600)
// expect: is tooLarge 2600: true
// expect: fine.txt: 800
// expect: missing1: error notFound("missing1")
// expect: missing2: error notFound("missing2")
// expect: ok: 200
// expect: waited for 5
