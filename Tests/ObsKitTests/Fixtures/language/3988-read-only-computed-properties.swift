// Swift book style: read-only computed properties, getter-only subscripts and a value-type Temperature log
struct TemperatureLog {
    private var readings: [Double] = []
    var count: Int { readings.count }
    var average: Double {
        guard !readings.isEmpty else { return 0 }
        return readings.reduce(0, +) / Double(readings.count)
    }
    var highest: Double? { readings.max() }
    subscript(index: Int) -> Double {
        readings[index]
    }
    subscript(range: Range<Int>) -> [Double] {
        Array(readings[range])
    }
    mutating func record(_ value: Double) {
        readings.append(value)
    }
}

struct Money: CustomStringConvertible {
    var cents: Int
    var dollars: Int { cents / 100 }
    var remainder: Int { cents % 100 }
    var description: String {
        let r = remainder < 10 ? "0\(remainder)" : "\(remainder)"
        return "$\(dollars).\(r)"
    }
}

var log = TemperatureLog()
print(log.count, log.average, log.highest as Any)
for value in [21.5, 19.0, 23.5, 20.0] {
    log.record(value)
}
print(log.count, log.average, log.highest!)
print(log[0], log[3])
print(log[1..<3])
let snapshot = log
log.record(30)
print(snapshot.count, log.count, log.average)

let prices = [Money(cents: 1999), Money(cents: 5), Money(cents: 100)]
for p in prices {
    print(p, p.dollars, p.remainder)
}
print(prices.map { $0.description }.joined(separator: ", "))
let total = Money(cents: prices.reduce(0) { $0 + $1.cents })
print("total: \(total)")
// expect: 0 0.0 nil
// expect: 4 21.0 23.5
// expect: 21.5 20.0
// expect: [19.0, 23.5]
// expect: 4 5 22.8
// expect: $19.99 19 99
// expect: $0.05 0 5
// expect: $1.00 1 0
// expect: $19.99, $0.05, $1.00
// expect: total: $21.04
