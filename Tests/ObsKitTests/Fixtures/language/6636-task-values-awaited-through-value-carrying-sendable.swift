// Donny Wals style (unstructured tasks): Task { } values awaited through .value, carrying Sendable structs
struct Measurement: Sendable {
    let label: String
    let readings: [Double]

    var average: Double {
        readings.reduce(0, +) / Double(readings.count)
    }
}

func load(_ label: String, base: Double) async -> Measurement {
    Measurement(label: label, readings: [base, base + 1, base + 2])
}

let first = Task { await load("north", base: 10) }
let second = Task { await load("south", base: 20) }

let north = await first.value
let south = await second.value
print(north.label, north.average)
print(south.label, south.average)

let failing = Task { () throws -> Int in
    struct Oops: Error {}
    throw Oops()
}
do {
    _ = try await failing.value
    print("no error")
} catch {
    print("task threw:", type(of: error))
}

let combined = Task { () -> String in
    let m = await load("east", base: 1.5)
    return "\(m.label): \(m.readings)"
}
print(await combined.value)
let result = await Task { 6 * 7 }.result
print(result)

// expect: north 11.0
// expect: south 21.0
// expect: task threw: Oops
// expect: east: [1.5, 2.5, 3.5]
// expect: success(42)
