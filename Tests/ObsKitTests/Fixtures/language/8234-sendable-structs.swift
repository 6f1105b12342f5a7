// Concurrency tutorial: Sendable value types can be passed safely between tasks and actors
struct Measurement: Sendable {
    let sensor: String
    let celsius: Double
}

struct Summary: Sendable, CustomStringConvertible {
    let count: Int
    let average: Double
    var description: String { "\(count) readings, average \(average)" }
}

final class Config: Sendable {
    let unit: String
    let precision: Int
    init(unit: String, precision: Int) {
        self.unit = unit
        self.precision = precision
    }
}

actor Recorder {
    private var readings: [Measurement] = []

    func record(_ m: Measurement) {
        readings.append(m)
    }

    func summary() -> Summary {
        let total = readings.reduce(0) { $0 + $1.celsius }
        return Summary(count: readings.count, average: total / Double(readings.count))
    }
}

let recorder = Recorder()
let config = Config(unit: "°C", precision: 1)
let measurements = [
    Measurement(sensor: "kitchen", celsius: 21.5),
    Measurement(sensor: "garage", celsius: 12.0),
    Measurement(sensor: "office", celsius: 22.5),
]

await withTaskGroup(of: Void.self) { group in
    for m in measurements {
        group.addTask { await recorder.record(m) }
    }
}
print(await recorder.summary())

let converter: @Sendable (Measurement) -> String = { m in
    "\(m.sensor): \(m.celsius)\(config.unit)"
}
let lines = await Task.detached {
    measurements.map(converter)
}.value
for line in lines.sorted() {
    print(line)
}
print("Precision setting: \(config.precision)")
// expect: 3 readings, average 18.666666666666668
// expect: garage: 12.0°C
// expect: kitchen: 21.5°C
// expect: office: 22.5°C
// expect: Precision setting: 1
