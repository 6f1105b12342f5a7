// Swift by Sundell style (protocol extensions): static vs dynamic dispatch of requirement and non-requirement methods
protocol Greeter {
    func greet() -> String
}

extension Greeter {
    func greet() -> String { "Hello from the extension" }
    func farewell() -> String { "Goodbye from the extension" }
}

struct English: Greeter {
    func greet() -> String { "Hello" }
    func farewell() -> String { "Goodbye" }
}

struct Silent: Greeter {}

let english = English()
print(english.greet())
print(english.farewell())

let asProtocol: Greeter = English()
print(asProtocol.greet())
print(asProtocol.farewell())

let silent: any Greeter = Silent()
print(silent.greet(), "/", silent.farewell())

func generic<G: Greeter>(_ g: G) -> String {
    g.greet() + " | " + g.farewell()
}
print(generic(english))
print(generic(Silent()))

let all: [Greeter] = [English(), Silent()]
print(all.map { $0.farewell() })

// expect: Hello
// expect: Goodbye
// expect: Hello
// expect: Goodbye from the extension
// expect: Hello from the extension / Goodbye from the extension
// expect: Hello | Goodbye from the extension
// expect: Hello from the extension | Goodbye from the extension
// expect: ["Goodbye from the extension", "Goodbye from the extension"]
