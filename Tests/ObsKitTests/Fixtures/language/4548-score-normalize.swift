// App code style: normalizing player ratings with min-max scaling, z-scores and ranking generic over BinaryFloatingPoint
struct Normalizer<T: BinaryFloatingPoint> {
    let minimum: T
    let maximum: T
    let mean: T
    let stdDev: T

    init?(_ values: [T]) {
        guard let lo = values.min(), let hi = values.max() else { return nil }
        minimum = lo
        maximum = hi
        let n = T(values.count)
        let m = values.reduce(0, +) / n
        mean = m
        let v = values.reduce(T.zero) { $0 + ($1 - m) * ($1 - m) } / n
        stdDev = v.squareRoot()
    }

    func minMax(_ x: T) -> T {
        maximum == minimum ? 0 : (x - minimum) / (maximum - minimum)
    }

    func zScore(_ x: T) -> T {
        stdDev == 0 ? 0 : (x - mean) / stdDev
    }

    func scaled(_ x: T, to range: ClosedRange<T>) -> T {
        range.lowerBound + minMax(x) * (range.upperBound - range.lowerBound)
    }
}

func ranks<T: Comparable>(_ values: [T]) -> [Int] {
    let order = values.indices.sorted { values[$0] > values[$1] }
    var result = [Int](repeating: 0, count: values.count)
    for (rank, index) in order.enumerated() {
        result[index] = rank + 1
    }
    return result
}

func roundTo<T: BinaryFloatingPoint>(_ x: T, places: Int) -> T {
    var scale: T = 1
    for _ in 0..<places { scale *= 10 }
    let shifted = x * scale
    let whole = Int(shifted >= 0 ? shifted + 0.5 : shifted - 0.5)
    return T(whole) / scale
}

let players = ["ana", "bo", "cy", "dev", "eli"]
let ratings: [Double] = [1200, 1450, 1330, 1800, 1450]
let norm = Normalizer(ratings)!
print("min:", norm.minimum, "max:", norm.maximum, "mean:", norm.mean)
print("stddev:", roundTo(norm.stdDev, places: 3))
let rank = ranks(ratings)
for (i, name) in players.enumerated() {
    let r = ratings[i]
    print(name, r, "mm:", roundTo(norm.minMax(r), places: 3), "z:", roundTo(norm.zScore(r), places: 2),
          "stars:", roundTo(norm.scaled(r, to: 1...5), places: 1), "rank:", rank[i])
}

let flat = Normalizer<Double>([5, 5, 5])!
print("flat:", flat.minMax(5), flat.zScore(5), flat.stdDev)
print("empty:", Normalizer<Double>([]) == nil)

let floats: [Float] = [0.5, 0.25, 1.0, 0.75]
let fn = Normalizer(floats)!
print("float mean:", fn.mean, "std:", fn.stdDev)
print("float mm:", floats.map { fn.minMax($0) })
print("float ranks:", ranks(floats))
print("rounding:", roundTo(2.675, places: 2), roundTo(-1.25, places: 1), roundTo(Float(0.3333), places: 2))
print("ranks of words:", ranks(["pear", "fig", "apple"]))
print(norm.scaled(1800, to: 0...100), norm.scaled(1200, to: -1...1))
// expect: min: 1200.0 max: 1800.0 mean: 1446.0
// expect: stddev: 199.66
// expect: ana 1200.0 mm: 0.0 z: -1.23 stars: 1.0 rank: 5
// expect: bo 1450.0 mm: 0.417 z: 0.02 stars: 2.7 rank: 2
// expect: cy 1330.0 mm: 0.217 z: -0.58 stars: 1.9 rank: 4
// expect: dev 1800.0 mm: 1.0 z: 1.77 stars: 5.0 rank: 1
// expect: eli 1450.0 mm: 0.417 z: 0.02 stars: 2.7 rank: 3
// expect: flat: 0.0 0.0 0.0
// expect: empty: true
// expect: float mean: 0.625 std: 0.2795085
// expect: float mm: [0.33333334, 0.0, 1.0, 0.6666667]
// expect: float ranks: [3, 4, 1, 2]
// expect: rounding: 2.68 -1.3 0.33
// expect: ranks of words: [1, 2, 3]
// expect: 100.0 -1.0
