// Protocols with default implementations in extensions
protocol Greeter {
    var name: String { get }
    func greet() -> String
    func farewell() -> String
}

extension Greeter {
    func greet() -> String { "Hello, \(name)" }
    func farewell() -> String { "Bye, \(name)" }
}

struct English: Greeter {
    let name: String
}

struct French: Greeter {
    let name: String
    func greet() -> String { "Bonjour, \(name)" }
}

let gs: [Greeter] = [English(name: "Ann"), French(name: "Luc")]
for g in gs {
    print(g.greet())
    print(g.farewell())
}

// expect: Hello, Ann
// expect: Bye, Ann
// expect: Bonjour, Luc
// expect: Bye, Luc
