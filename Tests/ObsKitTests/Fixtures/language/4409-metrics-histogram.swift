// App code style: latency metrics summary with histogram bars and percentiles

let samples: [Double] = [12.5, 8.0, 15.25, 30.0, 9.75, 11.0, 45.5, 7.25, 13.0, 10.0, 22.0, 8.5]

func percentile(_ sorted: [Double], _ p: Double) -> Double {
    let idx = Int(p / 100.0 * Double(sorted.count - 1))
    return sorted[idx]
}

func fixed(_ x: Double, _ digits: Int) -> String {
    var scale = 1
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int(x * Double(scale) + (x < 0 ? -0.5 : 0.5))
    let whole = scaled / scale
    var frac = String(abs(scaled % scale))
    while frac.count < digits { frac = "0" + frac }
    return digits == 0 ? "\(whole)" : "\(whole).\(frac)"
}

let sorted = samples.sorted()
print("count:", samples.count)
print("min:", sorted.first!, "max:", sorted.last!)
let mean = samples.reduce(0, +) / Double(samples.count)
print("mean:", mean)
print("mean (2dp):", fixed(mean, 2))
print("p50:", percentile(sorted, 50))
print("p90:", percentile(sorted, 90))
print("p99:", percentile(sorted, 99))

let buckets: [(label: String, upper: Double)] = [("<10", 10), ("10-20", 20), ("20-40", 40), (">=40", .infinity)]
var counts = Array(repeating: 0, count: buckets.count)
for s in samples {
    for (i, b) in buckets.enumerated() where s < b.upper {
        counts[i] += 1
        break
    }
}
for (i, b) in buckets.enumerated() {
    let label = b.label + String(repeating: " ", count: 6 - b.label.count)
    print(label, String(repeating: "#", count: counts[i]), counts[i])
}
print(buckets.map { $0.upper })

var variance = 0.0
for s in samples { variance += (s - mean) * (s - mean) }
variance /= Double(samples.count)
print("variance (1dp):", fixed(variance, 1))

let ratios = samples.prefix(3).map { $0 / mean }
print("ratios:", ratios.map { fixed($0, 3) })
print("over 20:", samples.filter { $0 > 20 })
print("as ints:", samples.map { Int($0) })
print("sum:", samples.reduce(0, +))
print("half:", samples.map { $0 / 2 }.prefix(4))
print(fixed(0.005, 2), fixed(-1.25, 1), fixed(3, 0))

// expect: count: 12
// expect: min: 7.25 max: 45.5
// expect: mean: 16.0625
// expect: mean (2dp): 16.06
// expect: p50: 11.0
// expect: p90: 22.0
// expect: p99: 30.0
// expect: <10    #### 4
// expect: 10-20  ##### 5
// expect: 20-40  ## 2
// expect: >=40   # 1
// expect: [10.0, 20.0, 40.0, inf]
// expect: variance (1dp): 118.4
// expect: ratios: ["0.778", "0.498", "0.949"]
// expect: over 20: [30.0, 45.5, 22.0]
// expect: as ints: [12, 8, 15, 30, 9, 11, 45, 7, 13, 10, 22, 8]
// expect: sum: 192.75
// expect: half: [6.25, 4.0, 7.625, 15.0]
// expect: 0.01 -1.3 3
