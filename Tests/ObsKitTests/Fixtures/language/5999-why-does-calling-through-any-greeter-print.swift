// Stack Overflow style (protocol extension dispatch): why does calling through `any Greeter` print the extension's text instead of the type's?
// known-gap: needs the compiler check (the callee it chooses); unchecked: line 9: expected "opaque: robot hello / extension bye", got "opaque: robot hello / robot bye"
protocol Greeter {
    func hello() -> String
}

extension Greeter {
    func hello() -> String { "extension hello" }
    func bye() -> String { "extension bye" }
}

struct Robot: Greeter {
    func hello() -> String { "robot hello" }
    func bye() -> String { "robot bye" }
}

struct Silent: Greeter {}

let concrete = Robot()
let boxed: any Greeter = Robot()
let quiet: any Greeter = Silent()

print("concrete:", concrete.hello(), "/", concrete.bye())
print("boxed:", boxed.hello(), "/", boxed.bye())
print("quiet:", quiet.hello(), "/", quiet.bye())

func viaGeneric<T: Greeter>(_ value: T) -> String {
    value.hello() + " | " + value.bye()
}

print("generic robot:", viaGeneric(concrete))
print("generic silent:", viaGeneric(Silent()))

let mixed: [any Greeter] = [Robot(), Silent(), Robot()]
for (i, g) in mixed.enumerated() {
    print(i, g.hello(), g.bye())
}

func viaOpaque() -> some Greeter { Robot() }
let opaque = viaOpaque()
print("opaque:", opaque.hello(), "/", opaque.bye())

// expect: concrete: robot hello / robot bye
// expect: boxed: robot hello / extension bye
// expect: quiet: extension hello / extension bye
// expect: generic robot: robot hello | extension bye
// expect: generic silent: extension hello | extension bye
// expect: 0 robot hello extension bye
// expect: 1 extension hello extension bye
// expect: 2 robot hello extension bye
// expect: opaque: robot hello / extension bye
