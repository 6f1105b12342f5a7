// Generics: a hand-written type-erasing wrapper (AnyShape-like) holding closures, and a generic function returning an erased value.
// expected output: swiftc 6.3.1 (Linux), run on this machine
protocol Producer {
    associatedtype Output
    func produce() -> Output
}

struct Counter: Producer {
    var start: Int
    func produce() -> Int { start + 1 }
}
struct Echo: Producer {
    let word: String
    func produce() -> String { word + word }
}
struct Doubler: Producer {
    let base: Int
    func produce() -> Int { base * 2 }
}

struct AnyProducer<Output>: Producer {
    private let make: () -> Output
    let origin: String
    init<P: Producer>(_ p: P) where P.Output == Output {
        make = p.produce
        origin = "\(P.self)"
    }
    func produce() -> Output { make() }
}

let ints: [AnyProducer<Int>] = [AnyProducer(Counter(start: 9)), AnyProducer(Doubler(base: 21))]
for p in ints {
    print(p.origin, "->", p.produce())
}
let s = AnyProducer(Echo(word: "ha"))
print(s.origin, s.produce(), type(of: s))

func erase<P: Producer>(_ p: P) -> AnyProducer<P.Output> { AnyProducer(p) }
print(erase(Doubler(base: 5)).produce(), type(of: erase(Echo(word: "a"))))

let existentials: [any Producer] = [Counter(start: 1), Echo(word: "yo")]
for e in existentials {
    print(e.produce())
}

// expect: Counter -> 10
// expect: Doubler -> 42
// expect: Echo haha AnyProducer<String>
// expect: 10 AnyProducer<String>
// expect: 2
// expect: yoyo
