// Swift by Sundell style (lazy properties): lazily computed statistics cached on first access, with a side-effect counter showing single evaluation
final class Dataset {
    let values: [Double]
    private(set) var computations = 0

    init(_ values: [Double]) { self.values = values }

    lazy var mean: Double = {
        computations += 1
        return values.reduce(0, +) / Double(values.count)
    }()

    lazy var sorted: [Double] = {
        computations += 1
        return values.sorted()
    }()

    lazy var median: Double = {
        let s = sorted
        let mid = s.count / 2
        return s.count % 2 == 0 ? (s[mid - 1] + s[mid]) / 2 : s[mid]
    }()
}

let data = Dataset([4, 8, 15, 16, 23, 42])
print("computations before:", data.computations)
print("mean:", data.mean)
print("mean again:", data.mean)
print("median:", data.median)
print("sorted first/last:", data.sorted.first!, data.sorted.last!)
print("computations after:", data.computations)

struct Report {
    var title: String
    lazy var header: String = "== \(title.uppercased()) =="
}
var r = Report(title: "weekly")
print(r.header)
r.title = "monthly"
print(r.header, "(cached)")

let squares = (1...10).lazy.map { n -> Int in
    print("  squaring \(n)")
    return n * n
}
let firstBig = squares.first { $0 > 20 }
print("first square over 20:", firstBig ?? 0)
let evens = Array((1...20).lazy.filter { $0 % 2 == 0 }.map { $0 * 3 }.prefix(4))
print(evens)

// expect: computations before: 0
// expect: mean: 18.0
// expect: mean again: 18.0
// expect: median: 15.5
// expect: sorted first/last: 4.0 42.0
// expect: computations after: 2
// expect: == WEEKLY ==
// expect: == WEEKLY == (cached)
// expect:   squaring 1
// expect:   squaring 2
// expect:   squaring 3
// expect:   squaring 4
// expect:   squaring 5
// expect: first square over 20: 25
// expect: [6, 12, 18, 24]
