// Compiler test style (concurrency): multi-stage AsyncStream pipeline connected by tasks
struct Reading: Sendable { let sensor: String; let value: Int }

func parse(_ lines: [String]) -> AsyncStream<Reading> {
    AsyncStream { c in
        for line in lines {
            let parts = line.split(separator: "=")
            guard parts.count == 2, let v = Int(parts[1]) else { continue }
            c.yield(Reading(sensor: String(parts[0]), value: v))
        }
        c.finish()
    }
}

func calibrate(_ input: AsyncStream<Reading>, offset: Int) -> AsyncStream<Reading> {
    let (out, cont) = AsyncStream.makeStream(of: Reading.self)
    Task {
        for await r in input {
            cont.yield(Reading(sensor: r.sensor, value: r.value + offset))
        }
        cont.finish()
    }
    return out
}

func threshold(_ input: AsyncStream<Reading>, above limit: Int) -> AsyncStream<Reading> {
    let (out, cont) = AsyncStream.makeStream(of: Reading.self)
    Task {
        for await r in input where r.value > limit { cont.yield(r) }
        cont.finish()
    }
    return out
}

let raw = ["t1=20", "t2=35", "bad", "t1=41", "t3=x", "t2=18", "t3=50"]
let pipeline = threshold(calibrate(parse(raw), offset: -5), above: 14)
var alerts: [String] = []
for await r in pipeline { alerts.append("\(r.sensor):\(r.value)") }
print("alerts in order:", alerts)

let (events, sink) = AsyncStream.makeStream(of: Int.self)
let consumer = Task { () -> [Int: Int] in
    var counts: [Int: Int] = [:]
    for await e in events { counts[e % 3, default: 0] += 1 }
    return counts
}
for i in 1...20 { sink.yield(i) }
sink.finish()
let counts = await consumer.value
for k in counts.keys.sorted() { print("mod \(k): \(counts[k]!)") }

var bySensor: [String: [Int]] = [:]
for await r in calibrate(parse(raw), offset: 0) { bySensor[r.sensor, default: []].append(r.value) }
for (sensor, values) in bySensor.sorted(by: { $0.key < $1.key }) {
    print(sensor, values, "avg", values.reduce(0, +) / values.count)
}
let stages = await threshold(parse(raw), above: 0).reduce(0) { n, _ in n + 1 }
print("valid readings:", stages)

// expect: alerts in order: ["t1:15", "t2:30", "t1:36", "t3:45"]
// expect: mod 0: 6
// expect: mod 1: 7
// expect: mod 2: 7
// expect: t1 [20, 41] avg 30
// expect: t2 [35, 18] avg 26
// expect: t3 [50] avg 50
// expect: valid readings: 5
