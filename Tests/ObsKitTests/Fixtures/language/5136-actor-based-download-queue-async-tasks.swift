// App code style: actor-based download queue with async tasks
actor DownloadQueue {
    private var finished: [String] = []
    private var bytes = 0

    func record(_ name: String, size: Int) {
        finished.append(name)
        bytes += size
    }

    var report: (count: Int, bytes: Int, names: [String]) {
        (finished.count, bytes, finished.sorted())
    }
}

enum DownloadError: Error, CustomStringConvertible {
    case timeout(String)
    case notFound(String)
    var description: String {
        switch self {
        case .timeout(let u): return "timeout: \(u)"
        case .notFound(let u): return "404: \(u)"
        }
    }
}

func fakeDownload(_ url: String) async throws -> Int {
    if url.hasSuffix(".tmp") { throw DownloadError.notFound(url) }
    if url.contains("slow") { throw DownloadError.timeout(url) }
    return url.count * 100
}

func downloadAll(_ urls: [String], into queue: DownloadQueue) async -> [String: Result<Int, Error>] {
    var results: [String: Result<Int, Error>] = [:]
    for url in urls {
        do {
            let size = try await fakeDownload(url)
            await queue.record(url, size: size)
            results[url] = .success(size)
        } catch {
            results[url] = .failure(error)
        }
    }
    return results
}

let urls = ["a.png", "b/slow.zip", "notes.txt", "cache.tmp", "movie.mp4"]
let queue = DownloadQueue()

let task = Task {
    let results = await downloadAll(urls, into: queue)
    for url in urls {
        switch results[url]! {
        case .success(let size): print("\(url): \(size) bytes")
        case .failure(let error): print("\(url): failed (\(error))")
        }
    }
    let report = await queue.report
    print("done \(report.count) files, \(report.bytes) bytes")
    print("names: \(report.names)")
    return report.count
}

let group = Task { () -> [Int] in
    await withTaskGroup(of: Int.self) { g in
        for n in 1...4 {
            g.addTask { n * n }
        }
        var squares: [Int] = []
        for await s in g { squares.append(s) }
        return squares.sorted()
    }
}

let count = await task.value
print("task returned \(count)")
print("squares: \(await group.value)")

// expect: a.png: 500 bytes
// expect: b/slow.zip: failed (timeout: b/slow.zip)
// expect: notes.txt: 900 bytes
// expect: cache.tmp: failed (404: cache.tmp)
// expect: movie.mp4: 900 bytes
// expect: done 3 files, 2300 bytes
// expect: names: ["a.png", "movie.mp4", "notes.txt"]
// expect: task returned 3
// expect: squares: [1, 4, 9, 16]
