// VALID: protocol extension default used by one type and replaced by another; inout with &
// Written by an outside author (stop 28 corpus of near misses the compiler accepts, file 7091); expected output from swiftc on this machine.
protocol Greeter {
    var name: String { get }
    func greet() -> String
}

extension Greeter {
    func greet() -> String { "Hi, I'm \(name)" }
}

struct Robot: Greeter {
    let name = "R2"
}

struct Pirate: Greeter {
    let name = "Jack"
    func greet() -> String { "Ahoy, \(name) here" }
}

func bumpAll(_ values: inout [Int], by step: Int = 1) {
    for i in values.indices { values[i] += step }
}

let greeters: [any Greeter] = [Robot(), Pirate()]
greeters.forEach { print($0.greet()) }
var scores = [1, 2, 3]
bumpAll(&scores)
bumpAll(&scores, by: 10)
print(scores)

// expect: Hi, I'm R2
// expect: Ahoy, Jack here
// expect: [12, 13, 14]
