// App code style: bank teller queue simulation with seeded arrivals
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E3779B97F4A7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
        z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
        return z ^ (z >> 31)
    }
}

struct Customer {
    let id: Int
    let arrival: Int
    let service: Int
}

struct Teller {
    let name: String
    var busyUntil = 0
    var served: [Int] = []
}

var rng = SplitMix(state: 12345)
var clock = 0
let customers: [Customer] = (1...12).map { id in
    clock += Int.random(in: 0...4, using: &rng)
    return Customer(id: id, arrival: clock, service: Int.random(in: 2...7, using: &rng))
}
print("arrivals:", customers.map { "\($0.id)@\($0.arrival)/\($0.service)" }.joined(separator: " "))

func simulate(tellerCount: Int) -> (avgWait: Double, maxWait: Int, tellers: [Teller]) {
    var tellers = (0..<tellerCount).map { Teller(name: "T\($0 + 1)") }
    var waits: [Int] = []
    for c in customers {
        let idx = tellers.indices.min { (tellers[$0].busyUntil, $0) < (tellers[$1].busyUntil, $1) }!
        let start = max(c.arrival, tellers[idx].busyUntil)
        waits.append(start - c.arrival)
        tellers[idx].busyUntil = start + c.service
        tellers[idx].served.append(c.id)
    }
    let avg = Double(waits.reduce(0, +)) / Double(waits.count)
    return (avg, waits.max() ?? 0, tellers)
}

for n in 1...3 {
    let r = simulate(tellerCount: n)
    let rounded = (r.avgWait * 100).rounded() / 100
    print("\(n) teller(s): avg wait \(rounded), max wait \(r.maxWait)")
    for t in r.tellers { print("  \(t.name) served \(t.served) until \(t.busyUntil)") }
}
// expect: arrivals: 1@0/3 2@0/3 3@2/4 4@2/4 5@4/7 6@4/4 7@7/7 8@11/4 9@14/5 10@18/4 11@18/3 12@18/3
// expect: 1 teller(s): avg wait 15.25, max wait 30
// expect:   T1 served [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] until 51
// expect: 2 teller(s): avg wait 2.33, max wait 5
// expect:   T1 served [1, 3, 5, 8, 9, 12] until 26
// expect:   T2 served [2, 4, 6, 7, 10, 11] until 25
// expect: 3 teller(s): avg wait 0.33, max wait 2
// expect:   T1 served [1, 4, 7, 10] until 22
// expect:   T2 served [2, 5, 9, 12] until 22
// expect:   T3 served [3, 6, 8, 11] until 21
