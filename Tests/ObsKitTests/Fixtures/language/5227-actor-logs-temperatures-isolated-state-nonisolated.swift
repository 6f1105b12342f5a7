// Book style (Concurrency): an actor that logs temperatures, isolated state, nonisolated members and Sendable values
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
        if measurement > max { max = measurement }
    }
    nonisolated var summary: String { "logger \(label)" }
    func average() -> Double {
        Double(measurements.reduce(0, +)) / Double(measurements.count)
    }
}
extension TemperatureLogger {
    func convertFahrenheitToCelsius() {
        measurements = measurements.map { measurement in
            (measurement - 32) * 5 / 9
        }
    }
}

let logger = TemperatureLogger(label: "Outdoors", measurement: 25)
print(await logger.max)
await logger.update(with: 30)
await logger.update(with: 28)
print(await logger.max, await logger.measurements)
print(logger.summary)
print(await logger.average())

struct TemperatureReading: Sendable {
    var measurement: Int
}
actor Thermostat {
    private var readings: [TemperatureReading] = []
    func record(_ r: TemperatureReading) { readings.append(r) }
    func count() -> Int { readings.count }
    func highest() -> TemperatureReading? { readings.max { $0.measurement < $1.measurement } }
}
let thermostat = Thermostat()
await withTaskGroup(of: Void.self) { group in
    for m in [68, 72, 70, 75, 66] {
        group.addTask { await thermostat.record(TemperatureReading(measurement: m)) }
    }
}
print(await thermostat.count())
if let high = await thermostat.highest() { print("highest \(high.measurement)") }

actor BankAccount {
    let number: Int
    var balance: Double
    init(number: Int, balance: Double) { self.number = number; self.balance = balance }
    enum BankError: Error { case insufficientFunds(Double) }
    func withdraw(_ amount: Double) throws -> Double {
        guard amount <= balance else { throw BankError.insufficientFunds(balance) }
        balance -= amount
        return balance
    }
    func transfer(_ amount: Double, to other: BankAccount) async throws {
        _ = try withdraw(amount)
        await other.deposit(amount)
    }
    func deposit(_ amount: Double) { balance += amount }
}
let a = BankAccount(number: 1, balance: 100)
let b = BankAccount(number: 2, balance: 10)
do {
    try await a.transfer(40, to: b)
    print(await a.balance, await b.balance)
    try await b.transfer(500, to: a)
} catch BankAccount.BankError.insufficientFunds(let had) {
    print("insufficient funds, had \(had)")
}
await logger.convertFahrenheitToCelsius()
print(await logger.measurements)

// expect: 25
// expect: 30 [25, 30, 28]
// expect: logger Outdoors
// expect: 27.666666666666668
// expect: 5
// expect: highest 75
// expect: 60.0 50.0
// expect: insufficient funds, had 50.0
// expect: [-3, -1, -2]
