// App code style: weather station readings with min max and moving average
struct Reading {
    let hour: Int
    let tempTenths: Int
    let humidity: Int
}

func fmtTenths(_ v: Int) -> String {
    let sign = v < 0 ? "-" : ""
    return "\(sign)\(abs(v) / 10).\(abs(v) % 10)"
}

func movingAverage(_ values: [Int], window: Int) -> [Int] {
    guard window > 0, values.count >= window else { return [] }
    var result: [Int] = []
    var sum = values.prefix(window).reduce(0, +)
    result.append(sum / window)
    for i in window..<values.count {
        sum += values[i] - values[i - window]
        result.append(sum / window)
    }
    return result
}

enum Trend: String { case rising = "↑", falling = "↓", steady = "→" }

func trend(_ a: Int, _ b: Int) -> Trend {
    switch b - a {
    case ..<(-5): return .falling
    case 6...: return .rising
    default: return .steady
    }
}

let temps = [-32, -41, -45, -38, -12, 15, 48, 77, 101, 118, 126, 121, 99, 64, 30, 5]
let readings = temps.enumerated().map { Reading(hour: $0.offset, tempTenths: $0.element, humidity: 90 - $0.offset * 3) }

for r in readings where r.hour % 3 == 0 {
    print("h\(r.hour < 10 ? "0" : "")\(r.hour)  \(fmtTenths(r.tempTenths))C  \(r.humidity)%")
}
let values = readings.map(\.tempTenths)
let (lo, hi) = values.reduce((Int.max, Int.min)) { (min($0.0, $1), max($0.1, $1)) }
print("min \(fmtTenths(lo)) max \(fmtTenths(hi)) range \(fmtTenths(hi - lo))")
print("moving avg(4): \(movingAverage(values, window: 4).map(fmtTenths))")
let trends = zip(values, values.dropFirst()).map { trend($0, $1).rawValue }
print("trend: \(trends.joined())")
let freezing = readings.filter { $0.tempTenths < 0 }.map(\.hour)
print("below zero at hours: \(freezing)")
if let firstThaw = readings.first(where: { $0.tempTenths > 0 }) {
    print("first above zero: h\(firstThaw.hour)")
}
if let peakIndex = values.indices.max(by: { values[$0] < values[$1] }) {
    print("peak at h\(readings[peakIndex].hour)")
}
let bands = Dictionary(grouping: readings) { r -> String in
    switch (r.tempTenths, r.humidity) {
    case (..<0, _): return "cold"
    case (0..<100, 60...): return "mild-humid"
    case (0..<100, _): return "mild-dry"
    default: return "warm"
    }
}
for band in bands.keys.sorted() {
    print("\(band): \(bands[band]!.map(\.hour))")
}
let dewish = readings.lazy.filter { $0.humidity > 70 }.map { $0.tempTenths / 10 }.prefix(3)
print(Array(dewish))

// expect: h00  -3.2C  90%
// expect: h03  -3.8C  81%
// expect: h06  4.8C  72%
// expect: h09  11.8C  63%
// expect: h12  9.9C  54%
// expect: h15  0.5C  45%
// expect: min -4.5 max 12.6 range 17.1
// expect: moving avg(4): ["-3.9", "-3.4", "-2.0", "0.3", "3.2", "6.0", "8.6", "10.5", "11.6", "11.6", "10.2", "7.8", "4.9"]
// expect: trend: ↓→↑↑↑↑↑↑↑↑→↓↓↓↓
// expect: below zero at hours: [0, 1, 2, 3, 4]
// expect: first above zero: h5
// expect: peak at h10
// expect: cold: [0, 1, 2, 3, 4]
// expect: mild-dry: [12, 13, 14, 15]
// expect: mild-humid: [5, 6, 7]
// expect: warm: [8, 9, 10, 11]
// expect: [-3, -4, -4]
