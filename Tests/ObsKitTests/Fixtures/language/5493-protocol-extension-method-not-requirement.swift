// Swift Forums style (existential vs generic dispatch): protocol extension method that is not a requirement
protocol Greeter {
    func greet() -> String
}

extension Greeter {
    func greet() -> String { "hello from default" }
    func farewell() -> String { "bye from extension" }
}

struct English: Greeter {
    func greet() -> String { "hello" }
    func farewell() -> String { "goodbye" }
}

struct Silent: Greeter {}

let e = English()
let g: any Greeter = English()
print(e.greet(), "|", e.farewell())
print(g.greet(), "|", g.farewell())

func viaGeneric<T: Greeter>(_ t: T) -> String { t.greet() + " / " + t.farewell() }
print(viaGeneric(e))
print(viaGeneric(Silent()))

let all: [any Greeter] = [English(), Silent()]
print(all.map { $0.farewell() })
print(all.map { $0.greet() })
print((g as? English)?.farewell() ?? "not english")

// expect: hello | goodbye
// expect: hello | bye from extension
// expect: hello / bye from extension
// expect: hello from default / bye from extension
// expect: ["bye from extension", "bye from extension"]
// expect: ["hello", "hello from default"]
// expect: goodbye
