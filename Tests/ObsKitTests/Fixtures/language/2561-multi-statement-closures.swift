// Swift Evolution style (SE-0326): type inference for multi-statement closures without explicit signatures
struct Reading {
    var sensor: String
    var celsius: Double
}

let readings = [
    Reading(sensor: "attic", celsius: 31.5),
    Reading(sensor: "cellar", celsius: 12.0),
    Reading(sensor: "kitchen", celsius: 22.25),
    Reading(sensor: "garage", celsius: -3.0),
]

let labels = readings.map { reading in
    let fahrenheit = reading.celsius * 9 / 5 + 32
    let tag: String
    if fahrenheit > 80 {
        tag = "hot"
    } else if fahrenheit < 40 {
        tag = "cold"
    } else {
        tag = "mild"
    }
    return "\(reading.sensor): \(fahrenheit)F \(tag)"
}
for l in labels { print(l) }

let buckets = readings.reduce(into: [String: [String]]()) { acc, r in
    let key = r.celsius >= 20 ? "warm" : "cool"
    acc[key, default: []].append(r.sensor)
}
print(buckets["warm"]!, buckets["cool"]!)

let adjusted: [(Substring, Double)] = readings.compactMap { r in
    guard r.celsius > 0 else { return nil }
    let rounded = Double(Int(r.celsius * 2)) / 2
    return (r.sensor.prefix(3), rounded)
}
for (short, value) in adjusted {
    print(short, value)
}

let counter = {
    var total = 0
    for r in readings where r.celsius > 10 {
        total += 1
    }
    return total
}
print("above ten:", counter())

func measure<T>(_ label: String, _ body: () -> T) -> T {
    let value = body()
    print("[\(label)] -> \(value)")
    return value
}
let maxSensor = measure("max") {
    var best = readings[0]
    for r in readings.dropFirst() where r.celsius > best.celsius {
        best = r
    }
    return best.sensor
}
let spread = measure("spread") {
    let values = readings.map(\.celsius)
    let lo = values.min()!, hi = values.max()!
    return hi - lo
}
print(maxSensor.count, spread > 30)
// expect: attic: 88.7F hot
// expect: cellar: 53.6F mild
// expect: kitchen: 72.05F mild
// expect: garage: 26.6F cold
// expect: ["attic", "kitchen"] ["cellar", "garage"]
// expect: att 31.5
// expect: cel 12.0
// expect: kit 22.0
// expect: above ten: 3
// expect: [max] -> attic
// expect: [spread] -> 34.5
// expect: 5 true
