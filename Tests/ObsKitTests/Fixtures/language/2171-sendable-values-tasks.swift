// Swift Evolution style (SE-0302): Sendable value types crossing task boundaries
struct Measurement: Sendable {
    let sensor: String
    let readings: [Int]
    var average: Int { readings.isEmpty ? 0 : readings.reduce(0, +) / readings.count }
}

enum Command: Sendable {
    case scale(Int)
    case offset(Int)
    case clamp(lower: Int, upper: Int)
}

func apply(_ commands: [Command], to m: Measurement) -> Measurement {
    var values = m.readings
    for c in commands {
        switch c {
        case .scale(let k): values = values.map { $0 * k }
        case .offset(let d): values = values.map { $0 + d }
        case .clamp(let lo, let hi): values = values.map { min(max($0, lo), hi) }
        }
    }
    return Measurement(sensor: m.sensor, readings: values)
}

let base = Measurement(sensor: "t1", readings: [3, 9, 15, 21])
let commands: [Command] = [.scale(2), .offset(-4), .clamp(lower: 0, upper: 30)]

let task = Task { () -> Measurement in
    apply(commands, to: base)
}
let processed = await task.value
print(processed.sensor, processed.readings, processed.average)

let detached = Task.detached { () -> Int in
    let m = Measurement(sensor: "t2", readings: Array(1...10))
    return m.average
}
print("detached average:", await detached.value)

func summarize(_ ms: [Measurement]) async -> [String] {
    var results: [String] = []
    for m in ms {
        let t = Task { "\(m.sensor): avg \(m.average), n=\(m.readings.count)" }
        results.append(await t.value)
    }
    return results
}
let all = await summarize([base, processed, Measurement(sensor: "empty", readings: [])])
for line in all { print(line) }

func checkSendable<T: Sendable>(_ value: T) -> String { "sendable \(T.self)" }
print(checkSendable(base))
print(checkSendable(Command.offset(1)))
print(checkSendable([1: "x"]))

// expect: t1 [2, 14, 26, 30] 18
// expect: detached average: 5
// expect: t1: avg 12, n=4
// expect: t1: avg 18, n=4
// expect: empty: avg 0, n=0
// expect: sendable Measurement
// expect: sendable Command
// expect: sendable Dictionary<Int, String>
