// Compiler test style: associatedtype defaults, protocol inheritance and inference from witnesses
protocol Producer {
    associatedtype Output = Int
    func produce(_ n: Int) -> Output
}

protocol NamedProducer: Producer where Output: CustomStringConvertible {
    var name: String { get }
}

extension NamedProducer {
    func report(_ n: Int) -> String {
        return "\(name)(\(n)) = \(produce(n).description)"
    }
}

struct Doubler: NamedProducer {
    let name = "double"
    func produce(_ n: Int) -> Int { n * 2 }
}

struct Stars: NamedProducer {
    let name = "stars"
    func produce(_ n: Int) -> String { String(repeating: "*", count: n) }
}

struct Halver: Producer {
    func produce(_ n: Int) -> Double { Double(n) / 2 }
}

struct Defaulted: Producer {
    func produce(_ n: Int) -> Output { n + 1000 }
}

print(Doubler().report(21))
print(Stars().report(4))
print(Halver().produce(5))
print(Defaulted().produce(1))
print(Defaulted.Output.self, Stars.Output.self, Halver.Output.self)

func runAll<P: Producer>(_ p: P, _ inputs: [Int]) -> [P.Output] {
    return inputs.map(p.produce)
}
print(runAll(Doubler(), [1, 2, 3]))
print(runAll(Stars(), [1, 3]))
print(runAll(Halver(), [1, 4]))

protocol Transformer {
    associatedtype Input
    associatedtype Result
    func apply(_ x: Input) -> Result
}

struct Compose<A: Transformer, B: Transformer>: Transformer where A.Result == B.Input {
    let a: A
    let b: B
    func apply(_ x: A.Input) -> B.Result { b.apply(a.apply(x)) }
}

struct Length: Transformer {
    func apply(_ x: String) -> Int { x.count }
}
struct Square: Transformer {
    func apply(_ x: Int) -> Int { x * x }
}
struct Describe: Transformer {
    func apply(_ x: Int) -> String { "<\(x)>" }
}

let pipeline = Compose(a: Compose(a: Length(), b: Square()), b: Describe())
print(pipeline.apply("hello"))
print(["a", "abc", ""].map(pipeline.apply))
print(type(of: pipeline).Result.self)

func makeProducer() -> some NamedProducer {
    return Stars()
}
let op = makeProducer()
print(op.report(2), op.name)

extension Producer where Output == Int {
    func sumProduced(_ ns: [Int]) -> Int { ns.map(produce).reduce(0, +) }
}
print(Doubler().sumProduced([1, 2, 3]), Defaulted().sumProduced([0]))

extension Collection where Element: Producer, Element.Output == Int {
    func fire(_ n: Int) -> [Int] { map { $0.produce(n) } }
}
print([Doubler(), Doubler()].fire(7))
print([Defaulted()].fire(-1000))

// expect: double(21) = 42
// expect: stars(4) = ****
// expect: 2.5
// expect: 1001
// expect: Int String Double
// expect: [2, 4, 6]
// expect: ["*", "***"]
// expect: [0.5, 2.0]
// expect: <25>
// expect: ["<1>", "<9>", "<0>"]
// expect: String
// expect: stars(2) = ** stars
// expect: 12 1000
// expect: [14, 14]
// expect: [0]
