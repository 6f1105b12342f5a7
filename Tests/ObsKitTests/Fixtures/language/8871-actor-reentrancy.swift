// Apple docs style (actor reentrancy): state can change across an await inside an actor
// A fake network that holds each fetch until the test releases it.
actor Network {
    private var pending: [String: CheckedContinuation<Int, Never>] = [:]
    private let started: AsyncStream<String>.Continuation
    nonisolated let requests: AsyncStream<String>

    init() {
        (requests, started) = AsyncStream.makeStream(of: String.self)
    }

    func fetch(_ key: String) async -> Int {
        await withCheckedContinuation { continuation in
            pending[key] = continuation
            started.yield(key)
        }
    }

    func release(_ key: String, value: Int) {
        pending.removeValue(forKey: key)?.resume(returning: value)
    }
}

actor ImageCache {
    private var cache: [String: Int] = [:]
    private(set) var log: [String] = []

    // Naive: assumes nothing changed while suspended.
    func naiveLoad(_ key: String, network: Network) async -> Int {
        if let hit = cache[key] { return hit }
        log.append("naive: miss \(key)")
        let value = await network.fetch(key)      // the actor is free while we wait
        cache[key] = value                        // may overwrite a newer value!
        log.append("naive: stored \(key)=\(value)")
        return value
    }

    // Careful: re-check state after the suspension point.
    func carefulLoad(_ key: String, network: Network) async -> Int {
        if let hit = cache[key] { return hit }
        log.append("careful: miss \(key)")
        let value = await network.fetch(key)
        if let newer = cache[key] {
            log.append("careful: kept \(key)=\(newer), discarded \(value)")
            return newer
        }
        cache[key] = value
        return value
    }

    func put(_ key: String, _ value: Int) {
        cache[key] = value
        log.append("put \(key)=\(value)")
    }

    func value(for key: String) -> Int? { cache[key] }
}

let network = Network()
let cache = ImageCache()
var requests = network.requests.makeAsyncIterator()

// 1. Start a load, wait until it is suspended inside fetch, then mutate the actor.
let naive = Task { await cache.naiveLoad("avatar", network: network) }
print("request started:", await requests.next()!)
await cache.put("avatar", 7)                       // runs while naiveLoad is suspended
await network.release("avatar", value: 1)
print("naive returned:", await naive.value, "cache now:", await cache.value(for: "avatar")!)

// 2. The same interleaving with the careful version.
let careful = Task { await cache.carefulLoad("banner", network: network) }
print("request started:", await requests.next()!)
await cache.put("banner", 9)
await network.release("banner", value: 2)
print("careful returned:", await careful.value, "cache now:", await cache.value(for: "banner")!)

for entry in await cache.log {
    print(" ", entry)
}

// expect: request started: avatar
// expect: naive returned: 1 cache now: 1
// expect: request started: banner
// expect: careful returned: 9 cache now: 9
// expect:   naive: miss avatar
// expect:   put avatar=7
// expect:   naive: stored avatar=1
// expect:   careful: miss banner
// expect:   put banner=9
// expect:   careful: kept banner=9, discarded 2
