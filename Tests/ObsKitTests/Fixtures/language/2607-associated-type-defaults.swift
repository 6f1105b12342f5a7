// Compiler test style: associated type defaults and inference from default implementations in protocol extensions
// known-gap: error: 2607-associated-type-defaults.swift:28:48: error: no exact matches in call to 'batch(_:)' with arguments of type (Int); candidates: batch(_:)
protocol Producer {
    associatedtype Product = Int
    associatedtype Batch: Collection = [Product] where Batch.Element == Product
    func produce() -> Product
    func batch(_ n: Int) -> Batch
}

extension Producer where Batch == [Product] {
    func batch(_ n: Int) -> [Product] { (0..<n).map { _ in produce() } }
}

struct Counter: Producer {
    func produce() -> Int { 42 }
}
struct Echo: Producer {
    var word: String
    func produce() -> String { word }
}
struct Setter: Producer {
    typealias Batch = Set<Int>
    func produce() -> Int { 1 }
    func batch(_ n: Int) -> Set<Int> { Set(0..<n) }
}

func report<P: Producer>(_ p: P, _ n: Int) -> String {
    "\(P.Product.self) \(P.Batch.self) count=\(p.batch(n).count)"
}

print(report(Counter(), 3))
print(report(Echo(word: "yo"), 2))
print(report(Setter(), 4))
print(Counter().batch(2))
print(Echo(word: "z").batch(3))
print(Setter().batch(3).sorted())
print(Counter.Product.self, Echo.Batch.self)
// expect: Int Array<Int> count=3
// expect: String Array<String> count=2
// expect: Int Set<Int> count=4
// expect: [42, 42]
// expect: ["z", "z", "z"]
// expect: [0, 1, 2]
// expect: Int Array<String>
