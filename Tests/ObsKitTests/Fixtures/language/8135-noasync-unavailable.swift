// Swift Evolution style: SE-0340 @available(*, noasync) marks APIs unavailable from async contexts, with async alternatives
final class Lock {
    private var locked = false
    private(set) var acquisitions = 0

    @available(*, noasync, message: "use withLock from async code")
    func lock() {
        precondition(!locked)
        locked = true
        acquisitions += 1
    }

    @available(*, noasync, message: "use withLock from async code")
    func unlock() {
        locked = false
    }

    // Scoped API is safe to use anywhere, including async code
    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        locked = true
        acquisitions += 1
        defer { locked = false }
        return try body()
    }
}

var sharedTotal = 0

func synchronousWork(_ lock: Lock) {
    // Calling noasync APIs from a synchronous function is fine
    lock.lock()
    sharedTotal += 10
    lock.unlock()
}

@MainActor
func asyncWork(_ lock: Lock) async -> Int {
    await Task.yield()
    // lock.lock() here would be a compile-time error/warning
    return lock.withLock {
        sharedTotal += 5
        return sharedTotal
    }
}

@available(*, noasync, renamed: "fetchConfig()")
func fetchConfigBlocking() -> [String: String] {
    ["mode": "blocking"]
}

func fetchConfig() async -> [String: String] {
    await Task.yield()
    return ["mode": "async", "retries": "3"]
}

func startup(_ lock: Lock) {
    synchronousWork(lock)
    print("after sync work: \(sharedTotal)")
    let blocking = fetchConfigBlocking()
    print("blocking config: \(blocking["mode"]!)")
}

let lock = Lock()
startup(lock)

let task = Task {
    let value = await asyncWork(lock)
    let config = await fetchConfig()
    let summary = config.keys.sorted().map { "\($0)=\(config[$0]!)" }.joined(separator: ",")
    return "\(value) \(summary)"
}
print("async result: \(await task.value)")
print("acquisitions: \(lock.acquisitions)")

// expect: after sync work: 10
// expect: blocking config: blocking
// expect: async result: 15 mode=async,retries=3
// expect: acquisitions: 2
