// Swift book style: actor with isolated state accessed through await
actor TemperatureLogger {
    let label: String
    var measurements: [Int]
    private(set) var max: Int

    init(label: String, measurement: Int) {
        self.label = label
        self.measurements = [measurement]
        self.max = measurement
    }

    func update(with measurement: Int) {
        measurements.append(measurement)
        if measurement > max {
            max = measurement
        }
    }

    func average() -> Double {
        Double(measurements.reduce(0, +)) / Double(measurements.count)
    }
}

let logger = TemperatureLogger(label: "Outdoors", measurement: 25)
print(logger.label)
print(await logger.max)
await logger.update(with: 30)
await logger.update(with: 22)
print("max now \(await logger.max)")
print("measurements \(await logger.measurements)")
print("average \(await logger.average())")

extension TemperatureLogger {
    func convertFahrenheitToCelsius() {
        measurements = measurements.map { measurement in
            (measurement - 32) * 5 / 9
        }
    }
}
let f = TemperatureLogger(label: "F", measurement: 212)
await f.update(with: 32)
await f.convertFahrenheitToCelsius()
print("converted \(await f.measurements)")
// expect: Outdoors
// expect: 25
// expect: max now 30
// expect: measurements [25, 30, 22]
// expect: average 25.666666666666668
// expect: converted [100, 0]
