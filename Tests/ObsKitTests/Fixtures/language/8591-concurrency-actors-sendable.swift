// Swift book style (Concurrency): actors with isolated state, Sendable structs and MainActor functions
struct Reading: Sendable {
    let sensor: String
    let value: Int
}

actor Thermostat {
    let room: String
    private(set) var readings: [Reading] = []
    var target = 20

    init(room: String) { self.room = room }

    func record(_ r: Reading) {
        readings.append(r)
    }

    func average() -> Double {
        guard !readings.isEmpty else { return 0 }
        let sum = readings.reduce(0) { $0 + $1.value }
        return Double(sum) / Double(readings.count)
    }

    func adjust(by delta: Int) -> Int {
        target += delta
        return target
    }

    nonisolated func label() -> String { "Thermostat[\(room)]" }
}

@MainActor
func show(_ message: String) {
    print("UI:", message)
}

let hall = Thermostat(room: "hall")
print(hall.label())

await hall.record(Reading(sensor: "s1", value: 18))
await hall.record(Reading(sensor: "s2", value: 22))
await hall.record(Reading(sensor: "s3", value: 23))
print("average:", await hall.average())
print("count:", await hall.readings.count)

await withTaskGroup(of: Void.self) { group in
    for step in 1...5 {
        group.addTask {
            _ = await hall.adjust(by: step)
        }
    }
}
print("target after concurrent adjustments:", await hall.target)

let sorted = await hall.readings.sorted { $0.value > $1.value }.map(\.sensor)
print(sorted)

show("average is \(await hall.average())")

actor Ledger {
    var entries: [String: Int] = [:]
    func add(_ name: String, _ amount: Int) { entries[name, default: 0] += amount }
    func report() -> [String] {
        entries.keys.sorted().map { "\($0)=\(entries[$0]!)" }
    }
}

let ledger = Ledger()
await withTaskGroup(of: Void.self) { group in
    for (name, amount) in [("x", 3), ("y", 4), ("x", 5), ("z", 1), ("y", 2)] {
        group.addTask { await ledger.add(name, amount) }
    }
}
for line in await ledger.report() {
    show(line)
}

// expect: Thermostat[hall]
// expect: average: 21.0
// expect: count: 3
// expect: target after concurrent adjustments: 35
// expect: ["s3", "s2", "s1"]
// expect: UI: average is 21.0
// expect: UI: x=8
// expect: UI: y=6
// expect: UI: z=1
