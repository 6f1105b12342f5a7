// Swift Evolution style: SE-0015 tuple comparison operators used for multi-key sorting and lexicographic ordering
struct Runner {
    let name: String
    let country: String
    let minutes: Int
    let seconds: Int
}

let runners = [
    Runner(name: "Kip", country: "KEN", minutes: 130, seconds: 20),
    Runner(name: "Eliud", country: "KEN", minutes: 121, seconds: 9),
    Runner(name: "Sifan", country: "NED", minutes: 130, seconds: 20),
    Runner(name: "Brigid", country: "KEN", minutes: 134, seconds: 4),
    Runner(name: "Almaz", country: "ETH", minutes: 130, seconds: 5),
]

// Sort by time ascending, then by name
let results = runners.sorted {
    ($0.minutes, $0.seconds, $0.name) < ($1.minutes, $1.seconds, $1.name)
}
for (place, r) in results.enumerated() {
    print("\(place + 1). \(r.name) \(r.minutes):\(r.seconds < 10 ? "0" : "")\(r.seconds)")
}

// Country ascending, time descending
let byCountry = runners.sorted {
    ($0.country, $1.minutes, $1.seconds) < ($1.country, $0.minutes, $0.seconds)
}
print(byCountry.map { "\($0.country):\($0.name)" })

print((1, "b") < (1, "c"))
print((2, 0) > (1, 99))
print((3, 4, 5) == (3, 4, 5))
print((1.5, "x") <= (1.5, "x"))
print(("a", 2) != ("a", 3))

typealias Version = (major: Int, minor: Int, patch: Int)
func parse(_ s: String) -> Version {
    let parts = s.split(separator: ".").map { Int($0) ?? 0 }
    return (parts[0], parts.count > 1 ? parts[1] : 0, parts.count > 2 ? parts[2] : 0)
}
let versions = ["5.10", "5.9.2", "6.0", "5.9", "6.0.1"]
let ordered = versions.sorted { parse($0) < parse($1) }
print(ordered)
let newest = parse(ordered.last!)
print("newest major \(newest.major), minor \(newest.minor), patch \(newest.patch)")
print(parse("5.10") > parse("5.9"))

// expect: 1. Eliud 121:09
// expect: 2. Almaz 130:05
// expect: 3. Kip 130:20
// expect: 4. Sifan 130:20
// expect: 5. Brigid 134:04
// expect: ["ETH:Almaz", "KEN:Brigid", "KEN:Kip", "KEN:Eliud", "NED:Sifan"]
// expect: true
// expect: true
// expect: true
// expect: true
// expect: true
// expect: ["5.9", "5.9.2", "5.10", "6.0", "6.0.1"]
// expect: newest major 6, minor 0, patch 1
// expect: true
