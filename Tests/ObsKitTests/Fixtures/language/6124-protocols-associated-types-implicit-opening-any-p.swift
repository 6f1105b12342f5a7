// Compiler test style (associated types and existential opening): protocols with associated types, implicit opening of any P into generics, and Self requirements
protocol Container {
    associatedtype Element
    var elements: [Element] { get }
    func contains(_ e: Element) -> Bool
    static func empty() -> Self
}
extension Container where Element: Equatable {
    func contains(_ e: Element) -> Bool { elements.contains(e) }
}
struct Bag: Container { var elements: [String]; static func empty() -> Bag { Bag(elements: []) } }
struct Numbers: Container {
    var elements: [Int]
    func contains(_ e: Int) -> Bool { elements.contains(e * 2) }
    static func empty() -> Numbers { Numbers(elements: [0]) }
}

func countOf<C: Container>(_ c: C) -> Int { c.elements.count }
func emptyLike<C: Container>(_ c: C) -> C { C.empty() }
func firstDescription<C: Container>(_ c: C) -> String { c.elements.first.map { "\($0)" } ?? "none" }

let boxes: [any Container] = [Bag(elements: ["a", "b"]), Numbers(elements: [2, 4, 6])]
for b in boxes {
    print(countOf(b), firstDescription(b), type(of: emptyLike(b)), countOf(emptyLike(b)))
}
print(Numbers(elements: [4]).contains(2), Bag(elements: ["q"]).contains("q"))

protocol Shape { func area() -> Double }
struct Sq: Shape { let s: Double; func area() -> Double { s * s } }
struct Circle: Shape { let r: Double; func area() -> Double { 3 * r * r } }
func bigger<S: Shape>(_ a: S, than limit: Double) -> Bool { a.area() > limit }
let shapes: [any Shape] = [Sq(s: 2), Circle(r: 1), Sq(s: 1)]
print(shapes.map { bigger($0, than: 3.5) })
func maybeOpen<S: Shape>(_ s: S?) -> String { s.map { "\(type(of: $0))" } ?? "nil" }
print(maybeOpen(shapes[0]), maybeOpen(shapes[1]))

protocol Mergeable { func merged(with other: Self) -> Self }
struct Tally: Mergeable { var n: Int; func merged(with o: Tally) -> Tally { Tally(n: n + o.n) } }
struct Words: Mergeable { var w: [String]; func merged(with o: Words) -> Words { Words(w: w + o.w) } }
func mergeAll<M: Mergeable>(_ xs: [M]) -> M? { xs.dropFirst().reduce(xs.first) { $0?.merged(with: $1) } }
print(mergeAll([Tally(n: 1), Tally(n: 2), Tally(n: 3)])!.n, mergeAll([Words(w: ["x"]), Words(w: ["y", "z"])])!.w)
func mergeTwice<M: Mergeable>(_ m: M) -> M { m.merged(with: m) }
func selfMerge(_ m: any Mergeable) -> any Mergeable { mergeTwice(m) }
print(selfMerge(Tally(n: 21)) as! Tally, (selfMerge(Words(w: ["hi"])) as! Words).w)

protocol Graph {
    associatedtype Node: Hashable
    func neighbors(_ n: Node) -> [Node]
}
struct Ring: Graph { let size: Int; func neighbors(_ n: Int) -> [Int] { [(n + 1) % size, (n + size - 1) % size] } }
func reachable<G: Graph>(_ g: G, from start: G.Node) -> Int {
    var seen: Set<G.Node> = [start], stack = [start]
    while let n = stack.popLast() { for m in g.neighbors(n) where seen.insert(m).inserted { stack.append(m) } }
    return seen.count
}
print(reachable(Ring(size: 5), from: 0), reachable(Ring(size: 1), from: 0))

// expect: 2 a Bag 0
// expect: 3 2 Numbers 1
// expect: true true
// expect: [true, false, false]
// expect: Sq Circle
// expect: 6 ["x", "y", "z"]
// expect: Tally(n: 42) ["hi", "hi"]
// expect: 5 1
