// Apple docs style (withUnsafeContinuation): a lightweight bridge when correctness is already guaranteed
// A tiny job queue that calls every completion exactly once.
final class JobQueue {
    private var jobs: [(name: String, finish: (Int) -> Void)] = []

    func enqueue(_ name: String, finish: @escaping (Int) -> Void) {
        jobs.append((name, finish))
    }

    func drain() {
        while !jobs.isEmpty {
            let job = jobs.removeFirst()
            job.finish(job.name.count * 11)
        }
    }
}

let queue = JobQueue()

// UnsafeContinuation skips the runtime checks of CheckedContinuation.
func run(_ name: String, on queue: JobQueue) async -> Int {
    await withUnsafeContinuation { (continuation: UnsafeContinuation<Int, Never>) in
        queue.enqueue(name) { result in
            continuation.resume(returning: result)
        }
        queue.drain()
    }
}

var results: [String] = []
for name in ["resize", "upload", "notifyAll"] {
    results.append("\(name)=\(await run(name, on: queue))")
}
print(results.joined(separator: " "))

// The throwing flavour.
enum QuotaError: Error { case exceeded(used: Int) }

final class Quota {
    var used = 0
    let limit = 10

    func consume(_ n: Int, reply: (Result<Int, QuotaError>) -> Void) {
        if used + n > limit {
            reply(.failure(.exceeded(used: used)))
        } else {
            used += n
            reply(.success(limit - used))
        }
    }
}

let quota = Quota()

func consume(_ n: Int, from quota: Quota) async throws -> Int {
    try await withUnsafeThrowingContinuation { continuation in
        quota.consume(n) { continuation.resume(with: $0) }
    }
}

for request in [3, 4, 5, 2] {
    do {
        let left = try await consume(request, from: quota)
        print("consumed \(request), \(left) left")
    } catch QuotaError.exceeded(let used) {
        print("request for \(request) denied, \(used) already used")
    }
}

// Resuming with Void.
func flush(_ queue: JobQueue) async {
    await withUnsafeContinuation { (c: UnsafeContinuation<Void, Never>) in
        queue.enqueue("flush") { _ in c.resume() }
        queue.drain()
    }
}
await flush(queue)
print("flushed")

// expect: resize=66 upload=66 notifyAll=99
// expect: consumed 3, 7 left
// expect: consumed 4, 3 left
// expect: request for 5 denied, 7 already used
// expect: consumed 2, 1 left
// expect: flushed
