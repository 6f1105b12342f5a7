// Concurrency tutorial: Task.sleep delays work; the sleeps here force a known finishing order
actor EventLog {
    private(set) var events: [String] = []
    func add(_ event: String) { events.append(event) }
}

func brew(_ drink: String, minutes: Int, log: EventLog) async {
    await log.add("start \(drink)")
    try? await Task.sleep(for: .milliseconds(minutes * 10))
    await log.add("done \(drink)")
}

let log = EventLog()

// Sequential: each await finishes before the next starts.
await brew("espresso", minutes: 1, log: log)
await brew("tea", minutes: 1, log: log)
print("Sequential:")
for e in await log.events { print("  \(e)") }

// Concurrent: all start together; the different sleeps decide the finishing order.
let log2 = EventLog()
async let latte: Void = brew("latte", minutes: 7, log: log2)
async let mocha: Void = brew("mocha", minutes: 1, log: log2)
async let chai: Void = brew("chai", minutes: 4, log: log2)
_ = await (latte, mocha, chai)
let finished = await log2.events.filter { $0.hasPrefix("done") }
print("Concurrent finishing order:")
for e in finished { print("  \(e)") }
let started = await log2.events.filter { $0.hasPrefix("start") }.sorted()
print("Started (sorted): \(started)")
// expect: Sequential:
// expect:   start espresso
// expect:   done espresso
// expect:   start tea
// expect:   done tea
// expect: Concurrent finishing order:
// expect:   done mocha
// expect:   done chai
// expect:   done latte
// expect: Started (sorted): ["start chai", "start latte", "start mocha"]
