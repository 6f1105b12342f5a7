// Apple docs style (FloatingPoint.minimum(_:_:), maximum(_:_:)): NaN handling in min/max
let nan = Double.nan

print("Double.minimum(nan, 1):", Double.minimum(nan, 1))
print("Double.minimum(1, nan):", Double.minimum(1, nan))
print("Double.maximum(nan, 1):", Double.maximum(nan, 1))
print("Double.maximum(nan, nan):", Double.maximum(nan, nan))
print("Double.minimum(-0.0, 0.0):", Double.minimum(-0.0, 0.0))
print("Double.maximum(-0.0, 0.0):", Double.maximum(-0.0, 0.0))
print("Double.minimumMagnitude(-3, 2):", Double.minimumMagnitude(-3, 2))
print("Double.maximumMagnitude(-3, 2):", Double.maximumMagnitude(-3, 2))

// Swift.min and Swift.max depend on argument order with NaN
print("Swift.min(nan, 1.0):", Swift.min(nan, 1.0))
print("Swift.min(1.0, nan):", Swift.min(1.0, nan))
print("Swift.max(nan, 1.0):", Swift.max(nan, 1.0))
print("Swift.max(1.0, nan):", Swift.max(1.0, nan))

// Finding the lowest reading while ignoring gaps
let readings: [Double] = [.nan, 18.5, 17.25, .nan, 21.0, 16.75]
var lowest = Double.nan
var highest = Double.nan
for r in readings {
    lowest = Double.minimum(lowest, r)
    highest = Double.maximum(highest, r)
}
print("lowest \(lowest), highest \(highest)")

// The naive reduce with Swift.min is order sensitive
let naive = readings.reduce(Double.infinity) { Swift.min($0, $1) }
print("naive reduce min:", naive)
let filtered = readings.filter { !$0.isNaN }
print("filtered min \(filtered.min()!) max \(filtered.max()!)")

// Float and infinity
print(Float.minimum(.infinity, 3), Float.maximum(-.infinity, -3), Float.maximum(.nan, .infinity))

// expect: Double.minimum(nan, 1): 1.0
// expect: Double.minimum(1, nan): 1.0
// expect: Double.maximum(nan, 1): 1.0
// expect: Double.maximum(nan, nan): nan
// expect: Double.minimum(-0.0, 0.0): -0.0
// expect: Double.maximum(-0.0, 0.0): 0.0
// expect: Double.minimumMagnitude(-3, 2): 2.0
// expect: Double.maximumMagnitude(-3, 2): -3.0
// expect: Swift.min(nan, 1.0): nan
// expect: Swift.min(1.0, nan): 1.0
// expect: Swift.max(nan, 1.0): nan
// expect: Swift.max(1.0, nan): 1.0
// expect: lowest 16.75, highest 21.0
// expect: naive reduce min: 16.75
// expect: filtered min 16.75 max 21.0
// expect: 3.0 -3.0 inf
