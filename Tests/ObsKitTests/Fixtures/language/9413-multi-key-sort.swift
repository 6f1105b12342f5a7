// sorting by multiple keys: tuples comparison, custom comparators, stable sort and descending order (expected output from swiftc 6.3.1 on Linux)
import Foundation

struct Runner {
    let name: String
    let country: String
    let age: Int
    let seconds: Double
}

let runners = [
    Runner(name: "Asha", country: "KEN", age: 27, seconds: 8025.4),
    Runner(name: "Bruno", country: "BRA", age: 31, seconds: 8120.0),
    Runner(name: "Chen", country: "CHN", age: 24, seconds: 8025.4),
    Runner(name: "Dita", country: "KEN", age: 31, seconds: 8301.9),
    Runner(name: "Elan", country: "BRA", age: 24, seconds: 7999.1),
    Runner(name: "Femi", country: "NGA", age: 27, seconds: 8120.0),
]

func clock(_ s: Double) -> String {
    let total = Int(s)
    let tenths = Int(((s - Double(total)) * 10).rounded())
    return "\(total / 3600):" + String(total % 3600 / 60).leftPad(2) + ":" + String(total % 60).leftPad(2) + ".\(tenths)"
}

extension String {
    func leftPad(_ n: Int) -> String { String(repeating: "0", count: max(0, n - count)) + self }
}

print("By time, then name:")
for r in runners.sorted(by: { ($0.seconds, $0.name) < ($1.seconds, $1.name) }) {
    print("  \(clock(r.seconds)) \(r.name)")
}

print("By country asc, time desc:")
let byCountry = runners.sorted {
    if $0.country != $1.country { return $0.country < $1.country }
    return $0.seconds > $1.seconds
}
print("  " + byCountry.map { "\($0.country)/\($0.name)" }.joined(separator: " "))

print("By age desc, then name desc:")
print("  " + runners.sorted { ($1.age, $1.name) < ($0.age, $0.name) }.map(\.name).joined(separator: " "))

typealias Rule = (Runner, Runner) -> Bool?
let rules: [Rule] = [
    { $0.age == $1.age ? nil : $0.age < $1.age },
    { $0.country == $1.country ? nil : $0.country > $1.country },
    { $0.name < $1.name },
]
let chained = runners.sorted { a, b in
    for rule in rules { if let result = rule(a, b) { return result } }
    return false
}
print("Chained rules: " + chained.map(\.name).joined(separator: ", "))

var names = runners.map(\.name)
names.sort(by: >)
print(names)
print(runners.map(\.seconds).sorted().reversed().prefix(3).map(clock))
let podium = runners.sorted { $0.seconds < $1.seconds }.prefix(3).enumerated().map { "\($0.offset + 1): \($0.element.name)" }
print(podium)
// expect: By time, then name:
// expect:   2:13:19.1 Elan
// expect:   2:13:45.4 Asha
// expect:   2:13:45.4 Chen
// expect:   2:15:20.0 Bruno
// expect:   2:15:20.0 Femi
// expect:   2:18:21.9 Dita
// expect: By country asc, time desc:
// expect:   BRA/Bruno BRA/Elan CHN/Chen KEN/Dita KEN/Asha NGA/Femi
// expect: By age desc, then name desc:
// expect:   Dita Bruno Femi Asha Elan Chen
// expect: Chained rules: Chen, Elan, Femi, Asha, Dita, Bruno
// expect: ["Femi", "Elan", "Dita", "Chen", "Bruno", "Asha"]
// expect: ["2:18:21.9", "2:15:20.0", "2:15:20.0"]
// expect: ["1: Elan", "2: Asha", "3: Chen"]
