// Tutorial style (Swift by Sundell, key paths): sorting helpers, key paths as functions and writable paths
struct Runner {
    var name: String
    var distanceKm: Double
    var finishMinutes: Int
    var club: Club
}

struct Club {
    var name: String
    var city: String
}

extension Sequence {
    func sorted<T: Comparable>(by keyPath: KeyPath<Element, T>, ascending: Bool = true) -> [Element] {
        sorted { a, b in
            ascending ? a[keyPath: keyPath] < b[keyPath: keyPath] : a[keyPath: keyPath] > b[keyPath: keyPath]
        }
    }
    func sum<T: Numeric>(of keyPath: KeyPath<Element, T>) -> T {
        reduce(0) { $0 + $1[keyPath: keyPath] }
    }
}

let riverside = Club(name: "Riverside", city: "Leeds")
let hills = Club(name: "Hill Harriers", city: "York")
var runners = [
    Runner(name: "Priya", distanceKm: 21.1, finishMinutes: 104, club: riverside),
    Runner(name: "Tom", distanceKm: 10, finishMinutes: 52, club: hills),
    Runner(name: "Aiko", distanceKm: 42.2, finishMinutes: 221, club: riverside),
]

print(runners.sorted(by: \.name).map(\.name))
print(runners.sorted(by: \.finishMinutes, ascending: false).map(\.name))
print("Total km: \(runners.sum(of: \.distanceKm))")
print("Total minutes: \(runners.sum(of: \.finishMinutes))")
print(runners.map(\.club.city))

let nameAndClub: KeyPath<Runner, String> = \.club.name
print(runners[0][keyPath: nameAndClub])

let minutesPath = \Runner.finishMinutes
runners[1][keyPath: minutesPath] -= 2
print("Tom now: \(runners[1].finishMinutes)")

let cityPath: WritableKeyPath<Runner, String> = \.club.city
for i in runners.indices where runners[i].club.name == "Riverside" {
    runners[i][keyPath: cityPath] = "Bradford"
}
print(runners.map { "\($0.name)@\($0.club.city)" })

let extractors: [(String, KeyPath<Runner, String>)] = [("name", \.name), ("club", \.club.name)]
for (label, path) in extractors {
    print("\(label): \(runners.map { $0[keyPath: path] }.joined(separator: ", "))")
}
let longRuns = runners.filter { $0.distanceKm > 20 }.map(\.name)
print(longRuns)
let counts = ["a", "bb", "ccc"].map(\.count)
print(counts)

// expect: ["Aiko", "Priya", "Tom"]
// expect: ["Aiko", "Priya", "Tom"]
// expect: Total km: 73.30000000000001
// expect: Total minutes: 377
// expect: ["Leeds", "York", "Leeds"]
// expect: Riverside
// expect: Tom now: 50
// expect: ["Priya@Bradford", "Tom@York", "Aiko@Bradford"]
// expect: name: Priya, Tom, Aiko
// expect: club: Riverside, Hill Harriers, Riverside
// expect: ["Priya", "Aiko"]
// expect: [1, 2, 3]
