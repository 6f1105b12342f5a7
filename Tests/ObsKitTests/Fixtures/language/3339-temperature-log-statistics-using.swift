// App code style: temperature log statistics using reduce, sorted, median and moving averages
struct Reading { let day: String; let celsius: Int }

let readings = [
    Reading(day: "Mon", celsius: 18), Reading(day: "Tue", celsius: 22),
    Reading(day: "Wed", celsius: 19), Reading(day: "Thu", celsius: 25),
    Reading(day: "Fri", celsius: 30), Reading(day: "Sat", celsius: 28),
    Reading(day: "Sun", celsius: 21),
]
let temps = readings.map(\.celsius)
let sum = temps.reduce(0, +)
print("sum \(sum), mean x10 = \(sum * 10 / temps.count)")
let sortedTemps = temps.sorted()
print("median: \(sortedTemps[sortedTemps.count / 2])")
print("range: \(sortedTemps.first!)...\(sortedTemps.last!)")
let hottest = readings.max { $0.celsius < $1.celsius }!
let coldest = readings.min { $0.celsius < $1.celsius }!
print("hottest \(hottest.day), coldest \(coldest.day)")
let windows = (0...(temps.count - 3)).map { Array(temps[$0..<$0 + 3]) }
print(windows.map { $0.reduce(0, +) / 3 })
let warming = zip(readings, readings.dropFirst()).filter { $1.celsius > $0.celsius }.map { "\($0.day)->\($1.day)" }
print(warming)
let (minT, maxT) = temps.reduce((Int.max, Int.min)) { (min($0.0, $1), max($0.1, $1)) }
print(minT, maxT)
func fahrenheit(_ c: Int) -> Double { Double(c) * 9 / 5 + 32 }
print(readings.prefix(3).map { "\($0.day): \(fahrenheit($0.celsius))F" })
let above = readings.filter { $0.celsius > sum / temps.count }.map(\.day)
print("above average: \(above.joined(separator: ","))")
var streak = 0, best = 0
for t in temps {
    streak = t >= 21 ? streak + 1 : 0
    best = max(best, streak)
}
print("longest warm streak: \(best)")
let buckets = Dictionary(grouping: temps) { $0 / 10 * 10 }
print(buckets.keys.sorted().map { "\($0)s:\(buckets[$0]!.count)" })
// expect: sum 163, mean x10 = 232
// expect: median: 22
// expect: range: 18...30
// expect: hottest Fri, coldest Mon
// expect: [19, 22, 24, 27, 26]
// expect: ["Mon->Tue", "Wed->Thu", "Thu->Fri"]
// expect: 18 30
// expect: ["Mon: 64.4F", "Tue: 71.6F", "Wed: 66.2F"]
// expect: above average: Thu,Fri,Sat
// expect: longest warm streak: 4
// expect: ["10s:2", "20s:4", "30s:1"]
