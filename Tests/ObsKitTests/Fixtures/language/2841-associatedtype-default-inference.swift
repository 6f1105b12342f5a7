// Compiler test style: associated type inference from method signatures and defaults
protocol Producer {
    associatedtype Output = Int
    func produce() -> Output
}
struct Counter: Producer {
    var n = 0
    func produce() -> Int { n + 1 }
}
struct Namer: Producer {
    func produce() -> String { "name" }
}
struct Defaulted: Producer {
    typealias Output = Int
    func produce() -> Output { 99 }
}
func run<P: Producer>(_ p: P) -> P.Output { p.produce() }
print(run(Counter(n: 4)), run(Namer()), run(Defaulted()))
print(Counter.Output.self, Namer.Output.self)
func outputName<P: Producer>(_ p: P.Type) -> String { "\(P.Output.self)" }
print(outputName(Counter.self), outputName(Namer.self))
protocol Stack {
    associatedtype Element
    mutating func push(_ e: Element)
    mutating func pop() -> Element?
}
struct IntStack: Stack {
    var items: [Int] = []
    mutating func push(_ e: Int) { items.append(e) }
    mutating func pop() -> Int? { items.popLast() }
}
func fill<S: Stack>(_ s: inout S, _ xs: [S.Element]) { for x in xs { s.push(x) } }
var st = IntStack()
fill(&st, [1, 2, 3])
print(st.pop() as Any, st.pop() as Any, st.items)
print(IntStack.Element.self)
// expect: 5 name 99
// expect: Int String
// expect: Int String
// expect: Optional(3) Optional(2) [1]
// expect: Int
