// WWDC Protocol-Oriented Programming style (static vs dynamic dispatch): a protocol extension method that is not a requirement is chosen by the static type
protocol Greeter {
    func greet() -> String
}

extension Greeter {
    func greet() -> String { "hello from the default" }
    func farewell() -> String { "goodbye from the extension" }
}

struct Robot: Greeter {
    func greet() -> String { "BEEP hello" }
    func farewell() -> String { "BEEP goodbye" }
}

struct Plain: Greeter {}

let robot = Robot()
print(robot.greet())
print(robot.farewell())

let asGreeter: Greeter = robot
print(asGreeter.greet())
print(asGreeter.farewell())

func viaGeneric<G: Greeter>(_ g: G) -> String {
    g.greet() + " / " + g.farewell()
}
print(viaGeneric(robot))
print(viaGeneric(Plain()))

let crowd: [any Greeter] = [Robot(), Plain(), Robot()]
for (i, member) in crowd.enumerated() {
    print(i, member.greet(), "|", member.farewell())
}

// expect: BEEP hello
// expect: BEEP goodbye
// expect: BEEP hello
// expect: goodbye from the extension
// expect: BEEP hello / goodbye from the extension
// expect: hello from the default / goodbye from the extension
// expect: 0 BEEP hello | goodbye from the extension
// expect: 1 hello from the default | goodbye from the extension
// expect: 2 BEEP hello | goodbye from the extension
