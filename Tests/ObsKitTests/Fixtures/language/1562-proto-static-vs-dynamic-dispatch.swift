// Protocols: a method declared only in a protocol extension is dispatched statically on an existential, while a requirement is dispatched dynamically.
// expected output: swiftc 6.3.1 (Linux), run on this machine
protocol Speaker {
    func speak() -> String
}

extension Speaker {
    func speak() -> String { "(default speak)" }
    func whisper() -> String { "(default whisper)" }
}

struct Parrot: Speaker {
    func speak() -> String { "Polly speaks" }
    func whisper() -> String { "Polly whispers" }
}

let concrete = Parrot()
print(concrete.speak())
print(concrete.whisper())

let boxed: any Speaker = Parrot()
print(boxed.speak())
print(boxed.whisper())

func viaGeneric<T: Speaker>(_ s: T) -> String {
    s.speak() + " / " + s.whisper()
}
print(viaGeneric(Parrot()))

let list: [Speaker] = [Parrot(), Parrot()]
print(list.map { $0.whisper() })

class Base: Speaker {}
class Derived: Base {
    func speak() -> String { "derived speaks" }
}
let b: Speaker = Derived()
print(b.speak())
print(Derived().speak())

// expect: Polly speaks
// expect: Polly whispers
// expect: Polly speaks
// expect: (default whisper)
// expect: Polly speaks / (default whisper)
// expect: ["(default whisper)", "(default whisper)"]
// expect: (default speak)
// expect: derived speaks
