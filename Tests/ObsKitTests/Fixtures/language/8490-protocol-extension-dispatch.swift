// Swift book style (Protocols): requirements dispatch dynamically while extension-only methods dispatch on the static type
protocol Greeter {
    var name: String { get }
    func greet() -> String          // requirement with a default
}

extension Greeter {
    func greet() -> String { "Hello from \(name)" }
    func farewell() -> String { "Goodbye from \(name)" }   // not a requirement
    func both() -> String { greet() + " / " + farewell() }
}

struct Robot: Greeter {
    let name = "Robot"
    func greet() -> String { "BEEP, I am \(name)" }
    func farewell() -> String { "SHUTTING DOWN" }
}

struct Parrot: Greeter {
    let name = "Parrot"
}

let robot = Robot()
print(robot.greet())
print(robot.farewell())

let boxed: any Greeter = robot
print(boxed.greet())
print(boxed.farewell())
print(boxed.both())

func viaGeneric<G: Greeter>(_ g: G) -> String { g.greet() + " | " + g.farewell() }
print(viaGeneric(robot))
print(viaGeneric(Parrot()))

// Constrained extensions provide extra defaults for some conformers
protocol Loud {}
extension Greeter where Self: Loud {
    func greet() -> String { "HEY! \(name.uppercased())!" }
}

struct Foghorn: Greeter, Loud {
    let name = "Foghorn"
}
print(Foghorn().greet())
let crowd: [any Greeter] = [Robot(), Parrot(), Foghorn()]
for g in crowd {
    print(g.greet(), "|", g.farewell())
}

// Class inheritance adds another layer
class Host: Greeter {
    var name: String { "Host" }
    func greet() -> String { "Welcome, says \(name)" }
}
class NightHost: Host {
    override var name: String { "NightHost" }
    override func greet() -> String { "Good evening, says \(name)" }
}
let hosts: [Host] = [Host(), NightHost()]
print(hosts.map { $0.both() })

// expect: BEEP, I am Robot
// expect: SHUTTING DOWN
// expect: BEEP, I am Robot
// expect: Goodbye from Robot
// expect: BEEP, I am Robot / Goodbye from Robot
// expect: BEEP, I am Robot | Goodbye from Robot
// expect: Hello from Parrot | Goodbye from Parrot
// expect: HEY! FOGHORN!
// expect: BEEP, I am Robot | Goodbye from Robot
// expect: Hello from Parrot | Goodbye from Parrot
// expect: HEY! FOGHORN! | Goodbye from Foghorn
// expect: ["Welcome, says Host / Goodbye from Host", "Good evening, says NightHost / Goodbye from NightHost"]
