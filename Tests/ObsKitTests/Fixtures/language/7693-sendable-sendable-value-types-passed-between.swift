// WWDC style (Sendable): Sendable value types passed between tasks and an actor
struct Measurement: Sendable, Hashable, Comparable {
    let sensor: String
    let value: Int
    static func < (a: Measurement, b: Measurement) -> Bool {
        (a.sensor, a.value) < (b.sensor, b.value)
    }
}

enum Unit: String, Sendable {
    case celsius = "C", fahrenheit = "F"
}

actor Aggregator {
    private var readings: [Measurement] = []
    func record(_ m: Measurement) { readings.append(m) }
    func summary(in unit: Unit) -> [String] {
        readings.sorted().map { m in
            let v = unit == .celsius ? m.value : m.value * 9 / 5 + 32
            return "\(m.sensor):\(v)\(unit.rawValue)"
        }
    }
}

let agg = Aggregator()
let inputs = [("kitchen", 21), ("attic", 30), ("basement", 12), ("attic", 25)]
await withTaskGroup(of: Void.self) { group in
    for (name, v) in inputs {
        let m = Measurement(sensor: name, value: v)
        group.addTask { await agg.record(m) }
    }
}
print(await agg.summary(in: .celsius).joined(separator: " "))
print(await agg.summary(in: .fahrenheit).joined(separator: " "))
let unique = Set(inputs.map { Measurement(sensor: $0.0, value: $0.1) })
print("unique:", unique.count)
// expect: attic:25C attic:30C basement:12C kitchen:21C
// expect: attic:77F attic:86F basement:53F kitchen:69F
// expect: unique: 4
