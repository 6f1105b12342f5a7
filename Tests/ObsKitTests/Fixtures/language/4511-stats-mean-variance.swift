// App code style: a Stats<T: BinaryFloatingPoint> helper computing mean, variance, median and range
struct Stats<T: BinaryFloatingPoint> {
    let values: [T]

    init(_ values: [T]) {
        self.values = values
    }

    var count: Int { values.count }

    var sum: T {
        var total: T = 0
        for v in values { total += v }
        return total
    }

    var mean: T? {
        guard !values.isEmpty else { return nil }
        return sum / T(values.count)
    }

    var variance: T? {
        guard let m = mean, values.count > 1 else { return nil }
        var acc: T = .zero
        for v in values {
            let d = v - m
            acc += d * d
        }
        return acc / T(values.count - 1)
    }

    var standardDeviation: T? {
        variance.map { $0.squareRoot() }
    }

    var median: T? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let mid = sorted.count / 2
        if sorted.count % 2 == 0 {
            return (sorted[mid - 1] + sorted[mid]) / 2
        }
        return sorted[mid]
    }

    var minMax: (min: T, max: T)? {
        guard var lo = values.first else { return nil }
        var hi = lo
        for v in values.dropFirst() {
            if v < lo { lo = v }
            if v > hi { hi = v }
        }
        return (lo, hi)
    }
}

func describe<T: BinaryFloatingPoint>(_ label: String, _ stats: Stats<T>) {
    print("--", label, "(\(stats.count) values)")
    print("sum:", stats.sum)
    if let m = stats.mean { print("mean:", m) } else { print("mean: n/a") }
    if let v = stats.variance { print("variance:", v) } else { print("variance: n/a") }
    if let s = stats.standardDeviation { print("stddev:", s) } else { print("stddev: n/a") }
    if let md = stats.median { print("median:", md) } else { print("median: n/a") }
    if let r = stats.minMax { print("range:", r.min, "...", r.max) }
}

describe("temperatures", Stats([21.5, 23.0, 19.5, 22.0, 24.5]))
describe("scores", Stats<Double>([2, 4, 4, 4, 5, 5, 7, 9]))
describe("floats", Stats<Float>([0.1, 0.2, 0.3]))
describe("single", Stats([42.0]))
describe("empty", Stats<Double>([]))

let tenths = Stats(Array(repeating: 0.1, count: 10))
print("ten tenths sum:", tenths.sum)
print("ten tenths mean:", tenths.mean!)
// expect: -- temperatures (5 values)
// expect: sum: 110.5
// expect: mean: 22.1
// expect: variance: 3.4250000000000003
// expect: stddev: 1.8506755523321747
// expect: median: 22.0
// expect: range: 19.5 ... 24.5
// expect: -- scores (8 values)
// expect: sum: 40.0
// expect: mean: 5.0
// expect: variance: 4.571428571428571
// expect: stddev: 2.138089935299395
// expect: median: 4.5
// expect: range: 2.0 ... 9.0
// expect: -- floats (3 values)
// expect: sum: 0.6
// expect: mean: 0.2
// expect: variance: 0.010000002
// expect: stddev: 0.10000001
// expect: median: 0.2
// expect: range: 0.1 ... 0.3
// expect: -- single (1 values)
// expect: sum: 42.0
// expect: mean: 42.0
// expect: variance: n/a
// expect: stddev: n/a
// expect: median: 42.0
// expect: range: 42.0 ... 42.0
// expect: -- empty (0 values)
// expect: sum: 0.0
// expect: mean: n/a
// expect: variance: n/a
// expect: stddev: n/a
// expect: median: n/a
// expect: ten tenths sum: 0.9999999999999999
// expect: ten tenths mean: 0.09999999999999999
