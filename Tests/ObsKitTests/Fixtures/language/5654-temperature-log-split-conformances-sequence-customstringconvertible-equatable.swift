// Code review refactor style (struct with protocols and extensions): a temperature log split into conformances — Sequence, CustomStringConvertible, Equatable
struct Reading: Equatable {
    let day: String
    let celsius: Double
}

struct TemperatureLog {
    private(set) var readings: [Reading] = []
    mutating func record(_ day: String, _ celsius: Double) {
        readings.append(Reading(day: day, celsius: celsius))
    }
}

extension TemperatureLog: Sequence {
    func makeIterator() -> IndexingIterator<[Reading]> { readings.makeIterator() }
}

extension TemperatureLog: CustomStringConvertible {
    var description: String {
        map { "\($0.day): \($0.celsius)" }.joined(separator: ", ")
    }
}

extension TemperatureLog: Equatable {}

extension TemperatureLog {
    var average: Double { readings.isEmpty ? 0 : reduce(0) { $0 + $1.celsius } / Double(readings.count) }
    var warmest: Reading? { self.max { $0.celsius < $1.celsius } }
    func days(above threshold: Double) -> [String] { filter { $0.celsius > threshold }.map(\.day) }
}

struct Countdown: Sequence, IteratorProtocol {
    var current: Int
    mutating func next() -> Int? {
        guard current > 0 else { return nil }
        defer { current -= 1 }
        return current
    }
}

var log = TemperatureLog()
for (day, temp) in [("Mon", 14.5), ("Tue", 17.0), ("Wed", 21.5), ("Thu", 12.0), ("Fri", 19.0)] {
    log.record(day, temp)
}
print(log)
print("average:", log.average)
print("warmest:", log.warmest?.day ?? "-", "above 15:", log.days(above: 15))
print("first under 13:", log.first { $0.celsius < 13 }?.day ?? "-")
var copy = log
print(copy == log)
copy.record("Sat", 10)
print(copy == log, copy.underestimatedCount, Array(copy.suffix(2)).map(\.day))
print(Array(Countdown(current: 5)), Countdown(current: 3).map { $0 * 10 })
for (i, r) in log.enumerated() where i.isMultiple(of: 2) { print(i, r.day) }

// expect: Mon: 14.5, Tue: 17.0, Wed: 21.5, Thu: 12.0, Fri: 19.0
// expect: average: 16.8
// expect: warmest: Wed above 15: ["Tue", "Wed", "Fri"]
// expect: first under 13: Thu
// expect: true
// expect: false 0 ["Fri", "Sat"]
// expect: [5, 4, 3, 2, 1] [30, 20, 10]
// expect: 0 Mon
// expect: 2 Wed
// expect: 4 Fri
