// Compiler test style (concurrency): async let with mixed types, unawaited bindings, loops and shadowing
struct Stats { let min: Int; let max: Int; let mean: Double }

func computeStats(_ xs: [Int]) async -> Stats {
    Stats(min: xs.min()!, max: xs.max()!, mean: Double(xs.reduce(0, +)) / Double(xs.count))
}
func histogram(_ xs: [Int]) async -> [Int: Int] {
    xs.reduce(into: [:]) { $0[$1 / 10, default: 0] += 1 }
}
func label(_ xs: [Int]) async -> String { "dataset of \(xs.count)" }

let data = [12, 45, 7, 33, 19, 41, 28, 3]
async let stats = computeStats(data)
async let hist = histogram(data)
async let title = label(data)

let (s, h, t) = await (stats, hist, title)
print(t)
print("min \(s.min) max \(s.max) mean \(s.mean)")
for bucket in h.keys.sorted() { print("bucket \(bucket * 10)s: \(h[bucket]!)") }

func ignoredResult() async -> String {
    async let _ = computeStats([1, 2, 3])
    async let unused = label([])
    return "returned without awaiting"
}
print(await ignoredResult())

var perRound: [String] = []
for round in 1...3 {
    async let a = label(Array(repeating: 0, count: round))
    async let b = computeStats(Array(1...round * 2))
    perRound.append("\(await a) -> max \(await b.max)")
}
perRound.forEach { print($0) }

func shadow(_ value: Int) async -> Int {
    async let value = Task { value * 100 }.value
    return await value + 1
}
print("shadow:", await shadow(4))

func conditional(_ flag: Bool) async -> String {
    async let heavy = label(Array(repeating: 1, count: 50))
    if flag { return await heavy }
    return "skipped heavy work"
}
print(await conditional(true))
print(await conditional(false))

let pairs = await [1, 2, 3].asyncPairs()
print("pairs:", pairs)
extension Array where Element == Int {
    func asyncPairs() async -> [String] {
        async let doubled = self.map { $0 * 2 }
        async let squared = self.map { $0 * $0 }
        return zip(await doubled, await squared).map { "\($0)/\($1)" }
    }
}

// expect: dataset of 8
// expect: min 3 max 45 mean 23.5
// expect: bucket 0s: 2
// expect: bucket 10s: 2
// expect: bucket 20s: 1
// expect: bucket 30s: 1
// expect: bucket 40s: 2
// expect: returned without awaiting
// expect: dataset of 1 -> max 2
// expect: dataset of 2 -> max 4
// expect: dataset of 3 -> max 6
// expect: shadow: 401
// expect: dataset of 50
// expect: skipped heavy work
// expect: pairs: ["2/1", "4/4", "6/9"]
