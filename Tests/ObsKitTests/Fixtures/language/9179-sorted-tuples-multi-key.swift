// sorted-tuples-multi-key
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Runner {
    let name: String
    let country: String
    let time: Double
    let bib: Int
}

let results = [
    Runner(name: "Kip", country: "KEN", time: 7582.5, bib: 12),
    Runner(name: "Abebe", country: "ETH", time: 7601.0, bib: 4),
    Runner(name: "Galen", country: "USA", time: 7582.5, bib: 30),
    Runner(name: "Eliud", country: "KEN", time: 7299.0, bib: 1),
    Runner(name: "Sifan", country: "NED", time: 7900.25, bib: 22),
    Runner(name: "Amos", country: "KEN", time: 7601.0, bib: 8),
]

let podium = results.sorted { ($0.time, $0.bib) < ($1.time, $1.bib) }
for (place, r) in podium.enumerated() {
    let h = Int(r.time) / 3600, m = Int(r.time) % 3600 / 60
    let s = r.time.truncatingRemainder(dividingBy: 60)
    print("\(place + 1). \(r.name) (\(r.country)) \(h):\(m < 10 ? "0" : "")\(m):\(s < 10 ? "0" : "")\(s)")
}

let byCountryThenName = results.sorted { ($0.country, $0.name) < ($1.country, $1.name) }
print(byCountryThenName.map { "\($0.country)/\($0.name)" })

let countryDescTimeAsc = results.sorted {
    if $0.country != $1.country { return $0.country > $1.country }
    return $0.time < $1.time
}
print(countryDescTimeAsc.map(\.name))

let tuples = [(2, "b"), (1, "z"), (2, "a"), (1, "a")]
print(tuples.sorted { $0 < $1 }.map { "\($0.0)\($0.1)" })
print(tuples.sorted(by: >).map { "\($0.0)\($0.1)" })
print((1, "zebra") < (2, "apple"), (3, "b", true) == (3, "b", true))

let words = ["banana", "Apple", "cherry", "apple", "Banana", "fig"]
print(words.sorted())
print(words.sorted { $0.lowercased() == $1.lowercased() ? $0 < $1 : $0.lowercased() < $1.lowercased() })
print(words.sorted { ($0.count, $0) > ($1.count, $1) })

let fastestPerCountry = Dictionary(grouping: results, by: \.country)
    .mapValues { $0.min { $0.time < $1.time }!.name }
    .sorted { $0.key < $1.key }
print(fastestPerCountry.map { "\($0.key): \($0.value)" })
let top2 = results.sorted { $0.time < $1.time }.prefix(2).map(\.bib)
print(top2, results.min { $0.bib < $1.bib }!.name, results.max { ($0.time, $0.name) < ($1.time, $1.name) }!.name)
// expect: 1. Eliud (KEN) 2:01:39.0
// expect: 2. Kip (KEN) 2:06:22.5
// expect: 3. Galen (USA) 2:06:22.5
// expect: 4. Abebe (ETH) 2:06:41.0
// expect: 5. Amos (KEN) 2:06:41.0
// expect: 6. Sifan (NED) 2:11:40.25
// expect: ["ETH/Abebe", "KEN/Amos", "KEN/Eliud", "KEN/Kip", "NED/Sifan", "USA/Galen"]
// expect: ["Galen", "Sifan", "Eliud", "Kip", "Amos", "Abebe"]
// expect: ["1a", "1z", "2a", "2b"]
// expect: ["2b", "2a", "1z", "1a"]
// expect: true true
// expect: ["Apple", "Banana", "apple", "banana", "cherry", "fig"]
// expect: ["Apple", "apple", "Banana", "banana", "cherry", "fig"]
// expect: ["cherry", "banana", "Banana", "apple", "Apple", "fig"]
// expect: ["ETH: Abebe", "KEN: Eliud", "NED: Sifan", "USA: Galen"]
// expect: [1, 12] Eliud Sifan
