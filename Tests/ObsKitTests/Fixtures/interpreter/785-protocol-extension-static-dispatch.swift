// A method a protocol extension adds without the protocol requiring it is chosen by the declared type: on a
// value declared as the protocol, the extension's runs, even if the concrete type has its own.
// Expected output from swiftc 6.3.1 on Linux.
protocol Greeter { func greet() -> String }
extension Greeter {
    func greet() -> String { "hello" }
    func farewell() -> String { "bye" }
}
struct Friendly: Greeter {
    func greet() -> String { "hi there" }
    func farewell() -> String { "see you soon" }
}
let concrete = Friendly()
let boxed: any Greeter = Friendly()
print(concrete.greet(), concrete.farewell())
print(boxed.greet(), boxed.farewell())
func viaGeneric<T: Greeter>(_ g: T) -> String { g.greet() + " / " + g.farewell() }
print(viaGeneric(Friendly()))
let everyone: [Greeter] = [Friendly(), Friendly()]
print(everyone.map { $0.farewell() })

// expect: hi there see you soon
// expect: hi there bye
// expect: hi there / bye
// expect: ["bye", "bye"]
