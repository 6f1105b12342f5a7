// async-actors-groups
// expected output: swiftc 6.3.1 (Linux), run on this machine
actor TemperatureLogger {
    let label: String
    private(set) var measurements: [Int]
    private(set) var max: Int
    init(label: String, measurement: Int) {
        self.label = label
        self.measurements = [measurement]
        self.max = measurement
    }
    func update(with measurement: Int) {
        measurements.append(measurement)
        if measurement > max { max = measurement }
    }
}
func downloadPhoto(named name: String) async -> String {
    await Task.yield()
    return "<\(name).jpg>"
}
func square(_ n: Int) async -> Int {
    n * n
}
struct ParseFailure: Error {}
func parseAll(_ inputs: [String]) async throws -> [Int] {
    try await withThrowingTaskGroup(of: (Int, Int).self) { group in
        for (i, text) in inputs.enumerated() {
            group.addTask {
                guard let n = Int(text) else { throw ParseFailure() }
                return (i, n)
            }
        }
        var results = Array(repeating: 0, count: inputs.count)
        for try await (i, n) in group { results[i] = n }
        return results
    }
}
let logger = TemperatureLogger(label: "Outdoors", measurement: 25)
for reading in [22, 31, 28] {
    await logger.update(with: reading)
}
print(logger.label, await logger.max, await logger.measurements)
async let first = downloadPhoto(named: "beach")
async let second = downloadPhoto(named: "forest")
let photos = await [first, second]
print(photos)
let total = await withTaskGroup(of: Int.self) { group in
    for n in 1...10 {
        group.addTask { await square(n) }
    }
    var sum = 0
    for await value in group { sum += value }
    return sum
}
print("sum of squares:", total)
let sortedSquares = await withTaskGroup(of: Int.self, returning: [Int].self) { group in
    for n in [4, 1, 3] { group.addTask { n * n } }
    return await group.reduce(into: []) { $0.append($1) }.sorted()
}
print(sortedSquares)
do {
    print(try await parseAll(["3", "14", "15"]))
    print(try await parseAll(["1", "x"]))
} catch {
    print("parse failed:", error is ParseFailure)
}
let task = Task { () -> String in
    let a = await square(7)
    return "task result \(a)"
}
print(await task.value)
// expect: Outdoors 31 [25, 22, 31, 28]
// expect: ["<beach.jpg>", "<forest.jpg>"]
// expect: sum of squares: 385
// expect: [1, 9, 16]
// expect: [3, 14, 15]
// expect: parse failed: true
// expect: task result 49
