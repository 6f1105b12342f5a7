// App code style: bucket response-time samples into a histogram and render ASCII bar charts
struct Histogram {
    let bucketWidth: Int
    private(set) var counts: [Int: Int] = [:]
    private(set) var samples: [Int] = []

    init(bucketWidth: Int) {
        self.bucketWidth = bucketWidth
    }

    mutating func record(_ value: Int) {
        samples.append(value)
        counts[value / bucketWidth, default: 0] += 1
    }

    mutating func record<S: Sequence>(_ values: S) where S.Element == Int {
        values.forEach { record($0) }
    }

    func percentile(_ p: Int) -> Int {
        let sorted = samples.sorted()
        let rank = max(0, (p * sorted.count + 99) / 100 - 1)
        return sorted[min(rank, sorted.count - 1)]
    }

    var mean: (whole: Int, tenths: Int) {
        let scaled = samples.reduce(0, +) * 10 / samples.count
        return (scaled / 10, scaled % 10)
    }

    func render(maxBar: Int = 30, symbol: Character = "#") -> [String] {
        guard let lo = counts.keys.min(), let hi = counts.keys.max() else { return ["(no data)"] }
        let peak = counts.values.max()!
        let labels = (lo...hi).map { "\($0 * bucketWidth)-\(($0 + 1) * bucketWidth - 1)" }
        let labelWidth = labels.map(\.count).max()!
        return (lo...hi).enumerated().map { i, bucket in
            let n = counts[bucket] ?? 0
            let length = n == 0 ? 0 : max(1, n * maxBar / peak)
            let label = String(repeating: " ", count: labelWidth - labels[i].count) + labels[i]
            let bar = String(repeating: symbol, count: length)
            return "\(label) ms | \(bar)\(n > 0 ? " \(n)" : "")"
        }
    }
}

// Deterministic pseudo-samples: a linear congruential generator with a fixed seed.
struct LCG: IteratorProtocol {
    var state: UInt32
    mutating func next() -> Int? {
        state = state &* 1_664_525 &+ 1_013_904_223
        return Int(state >> 16)
    }
}

var generator = LCG(state: 2024)
var latencies: [Int] = []
for _ in 0..<60 {
    let a = generator.next()! % 60, b = generator.next()! % 60, c = generator.next()! % 60
    latencies.append(40 + a + b + c)
}
latencies += [400, 420, 35]

var histogram = Histogram(bucketWidth: 25)
histogram.record(latencies)
print("samples: \(histogram.samples.count), first five: \(Array(histogram.samples.prefix(5)))")
for line in histogram.render(maxBar: 24) {
    print(line)
}
let m = histogram.mean
print("mean \(m.whole).\(m.tenths) ms, p50 \(histogram.percentile(50)), p90 \(histogram.percentile(90)), p99 \(histogram.percentile(99))")
print("min \(latencies.min()!), max \(latencies.max()!)")

var statuses = Histogram(bucketWidth: 100)
statuses.record([200, 200, 201, 204, 301, 404, 404, 500, 200, 503, 200, 302])
statuses.render(maxBar: 10, symbol: "=").forEach { print($0) }

let empty = Histogram(bucketWidth: 10)
print(empty.render().first!)

// expect: samples: 63, first five: [145, 142, 135, 145, 126]
// expect:   25-49 ms | # 1
// expect:   50-74 ms | # 1
// expect:   75-99 ms | #### 5
// expect: 100-124 ms | ########### 14
// expect: 125-149 ms | ######################## 29
// expect: 150-174 ms | ###### 8
// expect: 175-199 ms | ## 3
// expect: 200-224 ms | 
// expect: 225-249 ms | 
// expect: 250-274 ms | 
// expect: 275-299 ms | 
// expect: 300-324 ms | 
// expect: 325-349 ms | 
// expect: 350-374 ms | 
// expect: 375-399 ms | 
// expect: 400-424 ms | # 2
// expect: mean 139.5 ms, p50 135, p90 167, p99 420
// expect: min 35, max 420
// expect: 200-299 ms | ========== 6
// expect: 300-399 ms | === 2
// expect: 400-499 ms | === 2
// expect: 500-599 ms | === 2
// expect: (no data)
