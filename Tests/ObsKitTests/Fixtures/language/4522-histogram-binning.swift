// App code style: histogram binning of integer samples generic over BinaryInteger, with ASCII bars
struct Histogram<T: BinaryInteger> {
    let lower: T
    let binWidth: T
    private(set) var counts: [Int]
    private(set) var outliers = 0

    init(lower: T, upper: T, bins: Int) {
        self.lower = lower
        let span = upper - lower
        var w = span / T(bins)
        if w * T(bins) < span { w += 1 }
        self.binWidth = w
        self.counts = [Int](repeating: 0, count: bins)
    }

    mutating func add(_ value: T) {
        guard value >= lower else { outliers += 1; return }
        let index = Int((value - lower) / binWidth)
        if index < counts.count {
            counts[index] += 1
        } else {
            outliers += 1
        }
    }

    mutating func add<S: Sequence>(contentsOf values: S) where S.Element == T {
        for v in values { add(v) }
    }

    func label(for index: Int) -> String {
        let start = lower + T(index) * binWidth
        let end = start + binWidth - 1
        return "\(start)-\(end)"
    }

    func render() {
        for (i, c) in counts.enumerated() {
            let bar = String(repeating: "#", count: c)
            print("\(label(for: i))\t|\(bar) \(c)")
        }
        print("outliers: \(outliers)")
    }
}

var ages = Histogram<Int>(lower: 0, upper: 100, bins: 5)
ages.add(contentsOf: [3, 15, 22, 25, 29, 34, 41, 47, 58, 63, 67, 68, 71, 85, 99, 100, -2])
ages.render()
print("total counted:", ages.counts.reduce(0, +))

var bytes = Histogram<UInt8>(lower: 0, upper: 240, bins: 4)
bytes.add(contentsOf: [0, 10, 64, 127, 128, 200, 255, 63])
bytes.render()

var small = Histogram<Int8>(lower: -10, upper: 10, bins: 3)
for v in stride(from: Int8(-10), through: 10, by: 4) {
    small.add(v)
}
small.render()

func mode<T: Hashable & Comparable>(_ values: [T]) -> T? {
    var freq: [T: Int] = [:]
    for v in values { freq[v, default: 0] += 1 }
    return freq.max { a, b in a.value < b.value || (a.value == b.value && a.key > b.key) }?.key
}
print("mode:", mode([4, 1, 2, 2, 4, 3]) ?? -1)
print("mode bytes:", mode([UInt8(9), 9, 7]) ?? 0)
print("mode empty:", mode([Int]()) as Any)
// expect: 0-19	|## 2
// expect: 20-39	|#### 4
// expect: 40-59	|### 3
// expect: 60-79	|#### 4
// expect: 80-99	|## 2
// expect: outliers: 2
// expect: total counted: 15
// expect: 0-59	|## 2
// expect: 60-119	|## 2
// expect: 120-179	|## 2
// expect: 180-239	|# 1
// expect: outliers: 1
// expect: -10--4	|## 2
// expect: -3-3	|## 2
// expect: 4-10	|## 2
// expect: outliers: 0
// expect: mode: 2
// expect: mode bytes: 9
// expect: mode empty: nil
