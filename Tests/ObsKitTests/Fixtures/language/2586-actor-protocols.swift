// Swift Evolution style (SE-0306): actors conforming to protocols, nonisolated requirements and actor extensions
protocol Named {
    var displayName: String { get }
}

protocol AsyncCounter {
    func increment() async -> Int
}

actor Turnstile: Named, AsyncCounter, CustomStringConvertible {
    let gate: String
    private var passes = 0
    static var created = 0

    init(gate: String) {
        self.gate = gate
    }

    nonisolated var displayName: String { "gate \(gate)" }
    nonisolated var description: String { "Turnstile(\(gate))" }

    func increment() -> Int {
        passes += 1
        return passes
    }
}

extension Turnstile {
    func reset() -> Int {
        let old = passes
        passes = 0
        return old
    }

    func batch(_ n: Int) -> [Int] {
        (0..<n).map { _ in increment() }
    }
}

func spin(_ counter: some AsyncCounter, times: Int) async -> Int {
    var last = 0
    for _ in 0..<times { last = await counter.increment() }
    return last
}

let north = Turnstile(gate: "north")
let south = Turnstile(gate: "south")
print(north.displayName)
print(north)
print("\(south)")
let named: [any Named] = [north, south]
print(named.map(\.displayName))

print(await spin(north, times: 3))
print(await north.batch(2))
print(await spin(south, times: 1))
print(await north.reset())
print(await north.increment())

let counters: [any AsyncCounter] = [north, south]
var results: [Int] = []
for c in counters {
    results.append(await c.increment())
}
print(results)
print(north === north, north === south)
// expect: gate north
// expect: Turnstile(north)
// expect: Turnstile(south)
// expect: ["gate north", "gate south"]
// expect: 3
// expect: [4, 5]
// expect: 1
// expect: 5
// expect: 1
// expect: [2, 2]
// expect: true false
