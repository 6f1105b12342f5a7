// Swift by Sundell style (lazy properties & initialization): lazy vars, static factories, failable and convenience initializers
final class Report {
    let rows: [Int]
    private(set) var computations = 0

    lazy var total: Int = {
        computations += 1
        print("computing total")
        return rows.reduce(0, +)
    }()

    lazy var summary = "rows=\(rows.count) total=\(total)"

    init(rows: [Int]) { self.rows = rows }
    convenience init?(csv: String) {
        let values = csv.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard !values.contains(where: { $0 == nil }) else { return nil }
        self.init(rows: values.compactMap { $0 })
    }
    static func empty() -> Report { Report(rows: []) }
}

import Foundation

let report = Report(rows: [4, 5, 6])
print("created")
print(report.total)
print(report.total, report.computations)
print(report.summary)

let parsed = Report(csv: "1, 2 ,3")
print(parsed?.summary ?? "invalid")
print(Report(csv: "1, two, 3")?.summary ?? "invalid")
print(Report.empty().summary)

struct Temperature {
    let kelvin: Double
    init(kelvin: Double) { self.kelvin = kelvin }
    init(celsius: Double) { self.init(kelvin: celsius + 273.15) }
    init?(reading: String) {
        guard reading.hasSuffix("C"), let v = Double(reading.dropLast()) else { return nil }
        self.init(celsius: v)
    }
    var celsius: Double { kelvin - 273.15 }
}
let temps = ["21.5C", "hot", "-3C", "100F"].compactMap(Temperature.init(reading:))
print(temps.map { String(format: "%.2f", $0.kelvin) }, temps.map(\.celsius))

// expect: created
// expect: computing total
// expect: 15
// expect: 15 1
// expect: rows=3 total=15
// expect: computing total
// expect: rows=3 total=6
// expect: invalid
// expect: computing total
// expect: rows=0 total=0
// expect: ["294.65", "270.15"] [21.5, -3.0]
