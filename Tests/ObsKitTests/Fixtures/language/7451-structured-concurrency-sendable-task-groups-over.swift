// Swift Evolution style (structured concurrency with Sendable): task groups over Sendable values collected in a deterministic order
struct Job: Sendable, Hashable {
    let id: Int
    let payload: String
}

struct Outcome: Sendable, CustomStringConvertible {
    let id: Int
    let checksum: Int
    var description: String { "#\(id):\(checksum)" }
}

func process(_ job: Job) async -> Outcome {
    let sum = job.payload.unicodeScalars.reduce(0) { ($0 * 31 + Int($1.value)) % 10_007 }
    return Outcome(id: job.id, checksum: sum)
}

func runAll(_ jobs: [Job]) async -> [Outcome] {
    await withTaskGroup(of: Outcome.self) { group in
        for job in jobs {
            group.addTask { await process(job) }
        }
        var results: [Outcome] = []
        for await r in group {
            results.append(r)
        }
        return results.sorted { $0.id < $1.id }
    }
}

enum JobError: Error { case rejected(Int) }

func strictRun(_ jobs: [Job]) async throws -> Int {
    try await withThrowingTaskGroup(of: Int.self) { group in
        for job in jobs {
            group.addTask {
                if job.payload.isEmpty { throw JobError.rejected(job.id) }
                return job.payload.count
            }
        }
        return try await group.reduce(0, +)
    }
}

let jobs = ["alpha", "beta", "gamma", "delta"].enumerated().map { Job(id: $0.offset + 1, payload: $0.element) }
let outcomes = await runAll(jobs)
print(outcomes)
print(outcomes.map(\.checksum).max() ?? 0)

do {
    print("chars:", try await strictRun(jobs))
    print("chars:", try await strictRun(jobs + [Job(id: 9, payload: "")]))
} catch JobError.rejected(let id) {
    print("rejected job \(id)")
}

async let first = process(Job(id: 100, payload: "x"))
async let second = process(Job(id: 200, payload: "xy"))
let both = await [first, second]
print(both)
// expect: [#1:4930, #2:8165, #3:1980, #4:1692]
// expect: 8165
// expect: chars: 19
// expect: rejected job 9
// expect: [#100:120, #200:3841]
