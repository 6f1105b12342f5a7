// WWDC style (throwing task groups): withThrowingTaskGroup propagating the first error
enum DownloadError: Error, CustomStringConvertible {
    case notFound(String)
    var description: String {
        switch self {
        case .notFound(let name): return "not found: \(name)"
        }
    }
}

func download(_ name: String) async throws -> Int {
    if name.hasPrefix("missing") {
        throw DownloadError.notFound(name)
    }
    return name.count * 100
}

func downloadAll(_ names: [String]) async throws -> [Int] {
    try await withThrowingTaskGroup(of: Int.self) { group in
        for n in names {
            group.addTask { try await download(n) }
        }
        var sizes: [Int] = []
        for try await size in group {
            sizes.append(size)
        }
        return sizes.sorted()
    }
}

do {
    let sizes = try await downloadAll(["a.png", "banner.jpg", "icon.svg"])
    print("sizes: \(sizes)")
} catch {
    print("unexpected: \(error)")
}

do {
    let sizes = try await downloadAll(["missing.txt"])
    print("sizes: \(sizes)")
} catch let error as DownloadError {
    print("failed with \(error)")
} catch {
    print("other error")
}
// expect: sizes: [500, 800, 1000]
// expect: failed with not found: missing.txt
