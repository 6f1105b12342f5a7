// What's new in Swift 5.10 style (nonisolated(unsafe), SE-0412): global and static mutable state opted out of isolation checking, used from synchronous code
nonisolated(unsafe) var requestCount = 0
nonisolated(unsafe) var recentPaths: [String] = []

struct Logger {
    nonisolated(unsafe) static var level = 1
    static let prefix = "[app]"

    static func log(_ message: String, level: Int = 1) {
        guard level >= Logger.level else { return }
        print(prefix, message)
    }
}

func handle(_ path: String) -> Int {
    requestCount += 1
    recentPaths.append(path)
    if recentPaths.count > 3 { recentPaths.removeFirst() }
    Logger.log("handled \(path) (#\(requestCount))")
    return path.count
}

let sizes = ["/", "/about", "/blog", "/blog/swift-6", "/contact"].map(handle)
print("sizes:", sizes)
print("count:", requestCount)
print("recent:", recentPaths)

Logger.level = 2
_ = handle("/quiet")
Logger.log("important", level: 3)
print("count after quiet:", requestCount)

final class Cache {
    nonisolated(unsafe) static var shared = Cache()
    var store: [String: Int] = [:]
}
Cache.shared.store["a"] = 1
Cache.shared.store["b"] = 2
print(Cache.shared.store.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })

// expect: [app] handled / (#1)
// expect: [app] handled /about (#2)
// expect: [app] handled /blog (#3)
// expect: [app] handled /blog/swift-6 (#4)
// expect: [app] handled /contact (#5)
// expect: sizes: [1, 6, 5, 13, 8]
// expect: count: 5
// expect: recent: ["/blog", "/blog/swift-6", "/contact"]
// expect: [app] important
// expect: count after quiet: 6
// expect: ["a=1", "b=2"]
