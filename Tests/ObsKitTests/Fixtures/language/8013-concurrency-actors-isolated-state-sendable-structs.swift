// Swift book style (Concurrency): actors, isolated state, Sendable structs, async sequences
actor TemperatureLogger {
    let label: String
    var measurements: [Int]
    private(set) var max: Int
    init(label: String, measurement: Int) {
        self.label = label
        measurements = [measurement]
        max = measurement
    }
    func update(with m: Int) {
        measurements.append(m)
        if m > max { max = m }
    }
    func average() -> Double { Double(measurements.reduce(0, +)) / Double(measurements.count) }
}
let logger = TemperatureLogger(label: "Outdoors", measurement: 25)
print(await logger.max)
await logger.update(with: 31)
await logger.update(with: 19)
print(await logger.max, await logger.measurements)
print(await logger.average())
print(logger.label)
struct Reading: Sendable { let hour: Int; let value: Double }
struct Countdown: AsyncSequence {
    typealias Element = Int
    let start: Int
    struct AsyncIterator: AsyncIteratorProtocol {
        var current: Int
        mutating func next() async -> Int? {
            if current <= 0 { return nil }
            defer { current -= 1 }
            return current
        }
    }
    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(current: start) }
}
for await n in Countdown(start: 3) { print("T-\(n)") }
let readings = [Reading(hour: 1, value: 2.5), Reading(hour: 2, value: 4.0)]
func store(_ rs: [Reading]) async -> Double { rs.map(\.value).reduce(0, +) }
print(await store(readings))
actor Counter {
    var value = 0
    func bump() -> Int { value += 1; return value }
}
let counter = Counter()
let results = await withTaskGroup(of: Int.self) { g in
    for _ in 0..<5 { g.addTask { await counter.bump() } }
    var all: [Int] = []
    for await r in g { all.append(r) }
    return all.sorted()
}
print(results, await counter.value)
// expect: 25
// expect: 31 [25, 31, 19]
// expect: 25.0
// expect: Outdoors
// expect: T-3
// expect: T-2
// expect: T-1
// expect: 6.5
// expect: [1, 2, 3, 4, 5] 5
