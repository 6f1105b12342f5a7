// Check error: a struct adopts a protocol but implements its method under another name
protocol Greeter {
    func greet(name: String) -> String
}

struct FrenchGreeter: Greeter {
    func sayHello(name: String) -> String {
        return "Bonjour, \(name)!"
    }
}

let greeter = FrenchGreeter()
print(greeter.sayHello(name: "Amélie"))
// expect-error: type 'FrenchGreeter' does not conform to protocol 'Greeter'
