// Swift Puzzlers style (protocol extension dispatch): a method added only in a protocol extension is dispatched statically, a requirement dynamically
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

// Puzzle: what do the four calls below print?
let concrete = Robot()
let boxed: Greeter = Robot()

print("1:", concrete.hello())
print("2:", concrete.bye())
print("3:", boxed.hello())
print("4:", boxed.bye())

// Same question through a generic function.
func greetTwice<G: Greeter>(_ g: G) -> String {
    g.hello() + " / " + g.bye()
}
print("5:", greetTwice(concrete))

// And through an array of existentials.
let crowd: [Greeter] = [Robot(), Robot()]
print("6:", crowd.map { $0.bye() }.joined(separator: ","))

// expect: 1: robot hello
// expect: 2: robot bye
// expect: 3: robot hello
// expect: 4: extension bye
// expect: 5: robot hello / extension bye
// expect: 6: extension bye,extension bye
