// Hacking with Swift style (Comparable & sorting): multi-key sorting with SortDescriptor-like closures and tuple comparison
struct Runner {
    let name: String
    let club: String
    let seconds: Int
    let age: Int
}

struct Order<T> {
    let areInIncreasingOrder: (T, T) -> Bool

    static func by<V: Comparable>(_ key: KeyPath<T, V>, descending: Bool = false) -> Order {
        Order { a, b in descending ? a[keyPath: key] > b[keyPath: key] : a[keyPath: key] < b[keyPath: key] }
    }
}

extension Sequence {
    func sorted(using orders: [Order<Element>]) -> [Element] {
        sorted { a, b in
            for order in orders {
                if order.areInIncreasingOrder(a, b) { return true }
                if order.areInIncreasingOrder(b, a) { return false }
            }
            return false
        }
    }
}

let runners = [
    Runner(name: "Ivy", club: "Hawks", seconds: 1510, age: 31),
    Runner(name: "Oto", club: "Owls", seconds: 1490, age: 44),
    Runner(name: "Ann", club: "Hawks", seconds: 1510, age: 27),
    Runner(name: "Raj", club: "Owls", seconds: 1602, age: 35),
    Runner(name: "Lu", club: "Kites", seconds: 1490, age: 29),
]

func time(_ s: Int) -> String { "\(s / 60):\(s % 60 < 10 ? "0" : "")\(s % 60)" }

for r in runners.sorted(using: [.by(\.seconds), .by(\.name)]) {
    print(r.name, time(r.seconds))
}
print(runners.sorted(using: [.by(\.club), .by(\.age, descending: true)]).map { "\($0.club)/\($0.name)" })
print(runners.sorted { ($0.club, $0.seconds, $0.name) < ($1.club, $1.seconds, $1.name) }.map(\.name))

let fastestPerClub = Dictionary(grouping: runners, by: \.club)
    .mapValues { $0.min { ($0.seconds, $0.name) < ($1.seconds, $1.name) }! }
for club in fastestPerClub.keys.sorted() {
    print(club, fastestPerClub[club]!.name)
}
print(runners.map(\.age).sorted().dropFirst().dropLast(), runners.min(by: { $0.age < $1.age })!.name)

// expect: Lu 24:50
// expect: Oto 24:50
// expect: Ann 25:10
// expect: Ivy 25:10
// expect: Raj 26:42
// expect: ["Hawks/Ivy", "Hawks/Ann", "Kites/Lu", "Owls/Oto", "Owls/Raj"]
// expect: ["Ann", "Ivy", "Lu", "Oto", "Raj"]
// expect: Hawks Ann
// expect: Kites Lu
// expect: Owls Oto
// expect: [29, 31, 35] Ann
