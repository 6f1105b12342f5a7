// Protocols: protocol extensions providing default implementations, one conformer overriding a default, and a default calling a requirement.
// expected output: swiftc 6.3.1 (Linux), run on this machine
protocol Greeter {
    var name: String { get }
    func greeting() -> String
    func farewell() -> String
}

extension Greeter {
    func greeting() -> String { "Hello, I'm \(name)." }
    func farewell() -> String { "Bye from \(name)." }
    func introduce() -> String { greeting() + " " + farewell() }
}

struct Plain: Greeter {
    let name: String
}

struct Pirate: Greeter {
    let name: String
    func greeting() -> String { "Ahoy! \(name) here." }
}

class Robot: Greeter {
    var name: String { "Unit-\(serial)" }
    let serial: Int
    init(serial: Int) { self.serial = serial }
    func farewell() -> String { "Powering down." }
}

let crew: [any Greeter] = [Plain(name: "Ann"), Pirate(name: "Jack"), Robot(serial: 7)]
for g in crew {
    print(g.introduce())
}
print(Pirate(name: "Bo").farewell())
print(Robot(serial: 1).greeting())

// expect: Hello, I'm Ann. Bye from Ann.
// expect: Ahoy! Jack here. Bye from Jack.
// expect: Hello, I'm Unit-7. Powering down.
// expect: Bye from Bo.
// expect: Hello, I'm Unit-1.
