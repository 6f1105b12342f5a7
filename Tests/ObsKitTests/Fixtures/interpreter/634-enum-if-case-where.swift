// Pattern matching enums with `if case`, `guard case`, `for case`, and `where` clauses.
enum Reading {
    case temperature(Double)
    case humidity(Int)
    case offline
}
let readings: [Reading] = [.temperature(21.5), .humidity(40), .offline, .temperature(-3.0), .humidity(85)]
for case .temperature(let t) in readings {
    print("temp", t)
}
for case let .humidity(h) in readings where h > 50 {
    print("humid", h)
}
func check(_ r: Reading) -> String {
    guard case .temperature(let t) = r else { return "not a temperature" }
    return t < 0 ? "freezing" : "fine"
}
print(readings.map(check))
if case .offline = readings[2] { print("sensor 2 offline") }
let offlineCount = readings.filter { if case .offline = $0 { return true } else { return false } }.count
print(offlineCount)

// expect: temp 21.5
// expect: temp -3.0
// expect: humid 85
// expect: ["fine", "not a temperature", "not a temperature", "freezing", "not a temperature"]
// expect: sensor 2 offline
// expect: 1
