// Swift book style: Concurrency + Generics - AsyncStream producers, for await loops, generic async functions, sequential task results, actor-protected cache
struct Countdown: AsyncSequence {
    typealias Element = Int
    let start: Int
    struct AsyncIterator: AsyncIteratorProtocol {
        var current: Int
        mutating func next() async -> Int? {
            guard current > 0 else { return nil }
            defer { current -= 1 }
            return current
        }
    }
    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(current: start) }
}

func collect<S: AsyncSequence>(_ s: S) async throws -> [S.Element] {
    var out: [S.Element] = []
    for try await e in s { out.append(e) }
    return out
}

func numbers(upTo n: Int) -> AsyncStream<Int> {
    AsyncStream { continuation in
        for i in 1...n { continuation.yield(i) }
        continuation.finish()
    }
}

actor Cache<Key: Hashable & Comparable, Value> {
    private var storage: [Key: Value] = [:]
    private(set) var hits = 0
    private(set) var misses = 0
    func value(for key: Key, orCompute compute: () async -> Value) async -> Value {
        if let v = storage[key] {
            hits += 1
            return v
        }
        misses += 1
        let v = await compute()
        storage[key] = v
        return v
    }
    func keys() -> [Key] { storage.keys.sorted() }
}

func slowSquare(_ n: Int) async -> Int {
    await Task.yield()
    return n * n
}

func mapAsync<T, U>(_ xs: [T], _ f: (T) async -> U) async -> [U] {
    var out: [U] = []
    for x in xs { out.append(await f(x)) }
    return out
}

enum StreamError: Error { case tooBig(Int) }
func checked(_ s: AsyncStream<Int>, limit: Int) -> AsyncThrowingStream<Int, Error> {
    AsyncThrowingStream { continuation in
        Task {
            for await v in s {
                if v > limit {
                    continuation.finish(throwing: StreamError.tooBig(v))
                    return
                }
                continuation.yield(v * 100)
            }
            continuation.finish()
        }
    }
}

struct App {
    static func main() async {
        for await n in Countdown(start: 3) { print("countdown \(n)") }
        print(try! await collect(Countdown(start: 5)))
        var total = 0
        for await v in numbers(upTo: 10) where v % 3 == 0 { total += v }
        print("sum of multiples of 3: \(total)")
        let evens = numbers(upTo: 8).filter { $0 % 2 == 0 }.map { "e\($0)" }
        print(try! await collect(evens))

        let cache = Cache<Int, Int>()
        for k in [3, 4, 3, 5, 4, 3] {
            let v = await cache.value(for: k) { await slowSquare(k) }
            print("k=\(k) v=\(v)")
        }
        print("hits \(await cache.hits) misses \(await cache.misses) keys \(await cache.keys())")

        print(await mapAsync([1, 2, 3, 4], slowSquare))
        print(await mapAsync(["a", "bb"]) { s in await slowSquare(s.count) })

        do {
            let ok = try await collect(checked(numbers(upTo: 3), limit: 5))
            print("ok stream \(ok)")
            let bad = try await collect(checked(numbers(upTo: 9), limit: 5))
            print("unreachable \(bad)")
        } catch StreamError.tooBig(let v) {
            print("stream stopped at \(v)")
        } catch {
            print("other error")
        }

        var results: [String] = []
        for i in 1...3 {
            let t = Task { () -> String in "task \(i) -> \(await slowSquare(i * 10))" }
            results.append(await t.value)
        }
        print(results)
    }
}
await App.main()

// expect: countdown 3
// expect: countdown 2
// expect: countdown 1
// expect: [5, 4, 3, 2, 1]
// expect: sum of multiples of 3: 18
// expect: ["e2", "e4", "e6", "e8"]
// expect: k=3 v=9
// expect: k=4 v=16
// expect: k=3 v=9
// expect: k=5 v=25
// expect: k=4 v=16
// expect: k=3 v=9
// expect: hits 3 misses 3 keys [3, 4, 5]
// expect: [1, 4, 9, 16]
// expect: [1, 4]
// expect: ok stream [100, 200, 300]
// expect: stream stopped at 6
// expect: ["task 1 -> 100", "task 2 -> 400", "task 3 -> 900"]
