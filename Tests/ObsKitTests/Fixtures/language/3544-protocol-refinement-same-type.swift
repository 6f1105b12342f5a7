// Compiler test style: protocol refinement with same-type requirements (protocol Q: P where Item == Int)
// known-gap: line 7: expected "16 Stage<String, Int>", got "16 Stage"
protocol Container {
    associatedtype Item
    var items: [Item] { get }
}
protocol IntContainer: Container where Item == Int {}
protocol StringKeyed: Container where Item: StringProtocol {}
extension IntContainer {
    var sum: Int { items.reduce(0, +) }
    var evens: [Int] { items.filter { $0 % 2 == 0 } }
}
extension StringKeyed { var joined: String { items.map { String($0) }.joined(separator: "+") } }
struct Scores: IntContainer { var items: [Int] }
struct Words: StringKeyed { var items: [String] }
struct Subs: StringKeyed { var items: [Substring] }
print(Scores(items: [1, 2, 3, 4]).sum, Scores(items: [1, 2, 3, 4]).evens)
print(Words(items: ["a", "b"]).joined, Subs(items: "x y z".split(separator: " ")).joined)
func total(_ c: some IntContainer) -> Int { c.sum * 10 }
print(total(Scores(items: [5])))
let ics: [any IntContainer] = [Scores(items: [1]), Scores(items: [2, 3])]
print(ics.map { $0.sum }, ics.map { $0.items })

protocol Graph {
    associatedtype Node: Hashable
    associatedtype Edges: Sequence where Edges.Element == Node
    func neighbors(_ n: Node) -> Edges
}
struct AdjList: Graph {
    var adj: [Int: [Int]]
    func neighbors(_ n: Int) -> [Int] { adj[n] ?? [] }
}
struct LetterRing: Graph {
    func neighbors(_ n: Character) -> String { n == "z" ? "a" : String(Character(UnicodeScalar(n.unicodeScalars.first!.value + 1)!)) }
}
func bfs<G: Graph>(_ g: G, from s: G.Node, limit: Int) -> [G.Node] {
    var seen: Set<G.Node> = [s], order = [s], queue = [s]
    while !queue.isEmpty && order.count < limit {
        let n = queue.removeFirst()
        for m in g.neighbors(n) where !seen.contains(m) { seen.insert(m); order.append(m); queue.append(m) }
    }
    return order
}
print(bfs(AdjList(adj: [1: [2, 3], 2: [4], 3: [4, 5], 5: [1]]), from: 1, limit: 10))
print(String(bfs(LetterRing(), from: "x", limit: 5)))

protocol Pipeline { associatedtype In; associatedtype Out; func run(_ x: In) -> Out }
struct Stage<A, B>: Pipeline { let f: (A) -> B; func run(_ x: A) -> B { f(x) } }
func chain<P1: Pipeline, P2: Pipeline>(_ a: P1, _ b: P2) -> Stage<P1.In, P2.Out> where P1.Out == P2.In {
    Stage { b.run(a.run($0)) }
}
let c = chain(Stage { (s: String) in s.count }, Stage { (n: Int) in n * n })
print(c.run("abcd"), type(of: c))
// expect: 10 [2, 4]
// expect: a+b x+y+z
// expect: 50
// expect: [1, 5] [[1], [2, 3]]
// expect: [1, 2, 3, 4, 5]
// expect: xyzab
// expect: 16 Stage<String, Int>
