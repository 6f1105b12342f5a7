// Compiler test style: protocol extensions providing default implementations, constrained extensions, static dispatch of extension-only methods
protocol RandomNumberGenerator {
    func random() -> Double
}

class LinearCongruentialGenerator: RandomNumberGenerator {
    var lastRandom = 42.0
    let m = 139968.0
    let a = 3877.0
    let c = 29573.0
    func random() -> Double {
        lastRandom = ((lastRandom * a + c).truncatingRemainder(dividingBy: m))
        return lastRandom / m
    }
}

extension RandomNumberGenerator {
    func randomBool() -> Bool { return random() > 0.5 }
}

let generator = LinearCongruentialGenerator()
print("Here's a random number: \(generator.random())")
print("And here's a random Boolean: \(generator.randomBool())")

protocol Greeter {
    var name: String { get }
    func greet() -> String
}
extension Greeter {
    func greet() -> String { return "Hello, \(name)" }
    func farewell() -> String { return "Bye from protocol, \(name)" }
}
struct Plain: Greeter { let name: String }
struct Fancy: Greeter {
    let name: String
    func greet() -> String { return "Greetings, esteemed \(name)" }
    func farewell() -> String { return "Fancy farewell, \(name)" }
}
let fancy = Fancy(name: "Ada")
let asGreeter: Greeter = fancy
print(Plain(name: "Bob").greet(), "|", fancy.greet(), "|", asGreeter.greet())
print(fancy.farewell(), "|", asGreeter.farewell())

extension Collection where Element: Equatable {
    func allEqual() -> Bool {
        for element in self where element != self.first { return false }
        return true
    }
}
print([100, 100, 100].allEqual(), [100, 100, 200].allEqual(), "aaa".allEqual())
// expect: Here's a random number: 0.3746499199817101
// expect: And here's a random Boolean: true
// expect: Hello, Bob | Greetings, esteemed Ada | Greetings, esteemed Ada
// expect: Fancy farewell, Ada | Bye from protocol, Ada
// expect: true false true
