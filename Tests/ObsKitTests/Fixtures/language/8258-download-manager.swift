// Concurrency tutorial: putting it together - an actor, a throwing task group and async let
struct Download: Sendable {
    let url: String
    let bytes: Int
}

enum DownloadError: Error {
    case notFound(String)
}

actor DownloadManager {
    private var completed: [String: Int] = [:]
    private var failures: [String] = []

    func record(_ download: Download) {
        completed[download.url] = download.bytes
    }

    func recordFailure(_ url: String) {
        failures.append(url)
    }

    var totalBytes: Int {
        completed.values.reduce(0, +)
    }

    func summary() -> String {
        "\(completed.count) ok, \(failures.count) failed: \(failures.sorted())"
    }
}

func fetch(_ url: String) async throws -> Download {
    guard !url.hasSuffix(".missing") else { throw DownloadError.notFound(url) }
    return Download(url: url, bytes: url.count * 10)
}

let manager = DownloadManager()
let urls = ["a.com/logo.png", "b.org/data.json", "c.net/old.missing", "d.io/app.zip"]

let sizes = await withTaskGroup(of: (String, Int?).self) { group -> [(String, Int?)] in
    for url in urls {
        group.addTask {
            do {
                let download = try await fetch(url)
                await manager.record(download)
                return (url, download.bytes)
            } catch {
                await manager.recordFailure(url)
                return (url, nil)
            }
        }
    }
    var all: [(String, Int?)] = []
    for await item in group { all.append(item) }
    return all.sorted { $0.0 < $1.0 }
}

for (url, size) in sizes {
    print("\(url): \(size.map { "\($0) bytes" } ?? "failed")")
}

async let total = manager.totalBytes
async let summary = manager.summary()
print("Total: \(await total) bytes")
print("Summary: \(await summary)")
// expect: a.com/logo.png: 140 bytes
// expect: b.org/data.json: 150 bytes
// expect: c.net/old.missing: failed
// expect: d.io/app.zip: 120 bytes
// expect: Total: 410 bytes
// expect: Summary: 3 ok, 1 failed: ["c.net/old.missing"]
