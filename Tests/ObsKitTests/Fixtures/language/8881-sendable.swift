// Apple docs style (Sendable): which values may cross task boundaries
// Value types made of Sendable parts are Sendable.
struct TemperatureReading: Sendable {
    let station: String
    let celsius: Double
}

// Enums with Sendable payloads too.
enum Command: Sendable {
    case measure(String)
    case calibrate(offset: Double)
    case shutdown
}

// A final class with only immutable, Sendable stored properties can be Sendable.
final class StationInfo: Sendable {
    let name: String
    let altitude: Int
    init(name: String, altitude: Int) {
        self.name = name
        self.altitude = altitude
    }
}

// Actors are always Sendable: they protect their own state.
actor Recorder {
    private var readings: [TemperatureReading] = []
    func add(_ r: TemperatureReading) { readings.append(r) }
    func averages() -> [String: Double] {
        Dictionary(grouping: readings, by: \.station)
            .mapValues { rs in rs.map(\.celsius).reduce(0, +) / Double(rs.count) }
    }
}

// Generic code can require Sendable.
func runInBackground<T: Sendable>(_ make: @escaping @Sendable () -> T) async -> T {
    await Task.detached(operation: make).value
}

let info = StationInfo(name: "Summit", altitude: 3_100)
let described = await runInBackground { "\(info.name) @ \(info.altitude)m" }
print(described)

let recorder = Recorder()
let samples: [TemperatureReading] = [
    .init(station: "north", celsius: -2.5),
    .init(station: "south", celsius: 14.0),
    .init(station: "north", celsius: -1.5),
    .init(station: "south", celsius: 16.0),
]
await withTaskGroup(of: Void.self) { group in
    for sample in samples {
        group.addTask { await recorder.add(sample) }   // sample is Sendable, so capturing is fine
    }
}
let averages = await recorder.averages()
for station in averages.keys.sorted() {
    print(station, averages[station]!)
}

// @Sendable closures may only capture Sendable values.
let offset = 0.5
let adjust: @Sendable (Double) -> Double = { $0 + offset }
let adjusted = await Task.detached { samples.map { adjust($0.celsius) } }.value
print("adjusted:", adjusted)

func handle(_ command: Command) async -> String {
    switch command {
    case .measure(let station): return "measuring \(station)"
    case .calibrate(let offset): return "calibrating by \(offset)"
    case .shutdown: return "shutting down"
    }
}
let commands: [Command] = [.measure("north"), .calibrate(offset: -0.25), .shutdown]
var replies: [String] = []
for command in commands {
    replies.append(await Task.detached { await handle(command) }.value)
}
print(replies.joined(separator: "; "))

// Sendable is a marker protocol: it is checked at compile time only,
// so it is expressed as a generic constraint rather than an `is` test.
func sendableName<T: Sendable>(_ value: T) -> String { "\(type(of: value))" }
print(sendableName(info), sendableName(samples), sendableName(Command.shutdown), sendableName(recorder))

// expect: Summit @ 3100m
// expect: north -2.0
// expect: south 15.0
// expect: adjusted: [-2.0, 14.5, -1.0, 16.5]
// expect: measuring north; calibrating by -0.25; shutting down
// expect: StationInfo Array<TemperatureReading> Command Recorder
