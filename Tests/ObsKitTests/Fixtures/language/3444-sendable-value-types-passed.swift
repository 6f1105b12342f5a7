// Swift book style: Sendable value types passed across task boundaries
struct TemperatureReading: Sendable {
    var measurement: Int
    let city: String
}

enum Unit: Sendable {
    case celsius, fahrenheit
}

struct Report: Sendable, CustomStringConvertible {
    let readings: [TemperatureReading]
    let unit: Unit
    var description: String {
        let parts = readings.map { "\($0.city)=\($0.measurement)" }
        return "\(unit): " + parts.joined(separator: " ")
    }
}

actor Station {
    private var readings: [TemperatureReading] = []
    func add(_ r: TemperatureReading) { readings.append(r) }
    func report(unit: Unit) -> Report {
        Report(readings: readings.sorted { $0.city < $1.city }, unit: unit)
    }
}

let station = Station()
let inputs = [
    TemperatureReading(measurement: 21, city: "Oslo"),
    TemperatureReading(measurement: 30, city: "Cairo"),
    TemperatureReading(measurement: 15, city: "Lima"),
]
await withTaskGroup(of: Void.self) { group in
    for r in inputs {
        group.addTask { await station.add(r) }
    }
}
let report = await station.report(unit: .celsius)
print(report)
print(report.readings.count)

var local = inputs[0]
let t = Task { [local] () -> TemperatureReading in
    var copy = local
    copy.measurement += 100
    return copy
}
local.measurement = 0
let changed = await t.value
print("task copy: \(changed.measurement), local: \(local.measurement)")
print(Unit.fahrenheit)
// expect: celsius: Cairo=30 Lima=15 Oslo=21
// expect: 3
// expect: task copy: 121, local: 0
// expect: fahrenheit
