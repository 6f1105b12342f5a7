// Kodeco style (concurrent pipeline): an actor feeding an AsyncStream, a task group transforming batches, and a sorted summary at the end
struct Job: Sendable { let id: Int; let payload: String }
struct Outcome: Sendable, Comparable {
    let id: Int
    let words: Int
    static func < (a: Outcome, b: Outcome) -> Bool { a.id < b.id }
}

actor JobQueue {
    private var pending: [Job] = []
    private var nextID = 1

    func submit(_ payload: String) {
        pending.append(Job(id: nextID, payload: payload))
        nextID += 1
    }

    func drain() -> AsyncStream<Job> {
        let jobs = pending
        pending.removeAll()
        return AsyncStream { continuation in
            for job in jobs { continuation.yield(job) }
            continuation.finish()
        }
    }
}

func process(_ job: Job) async -> Outcome {
    await Task.yield()
    return Outcome(id: job.id, words: job.payload.split(separator: " ").count)
}

let queue = JobQueue()
for text in ["the quick brown fox", "jumps", "over the lazy dog", "", "again and again"] {
    await queue.submit(text)
}

var batch: [Job] = []
for await job in await queue.drain() { batch.append(job) }
print("drained \(batch.count) jobs")

let outcomes = await withTaskGroup(of: Outcome.self) { group in
    for job in batch { group.addTask { await process(job) } }
    var all: [Outcome] = []
    for await outcome in group { all.append(outcome) }
    return all.sorted()
}
for outcome in outcomes { print("job \(outcome.id): \(outcome.words) words") }

let busiest = outcomes.max { $0.words < $1.words }!
print("busiest job:", busiest.id)
print("total words:", outcomes.reduce(0) { $0 + $1.words })

var leftovers = 0
for await _ in await queue.drain() { leftovers += 1 }
print("second drain:", leftovers)

// expect: drained 5 jobs
// expect: job 1: 4 words
// expect: job 2: 1 words
// expect: job 3: 4 words
// expect: job 4: 0 words
// expect: job 5: 3 words
// expect: busiest job: 1
// expect: total words: 12
// expect: second drain: 0
