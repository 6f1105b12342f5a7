// Compiler test style (associated types): associatedtype defaults, inference from witnesses, and defaulted requirements
protocol Container {
    associatedtype Item
    associatedtype Index = Int
    var items: [Item] { get }
    func at(_ i: Index) -> Item?
}
extension Container where Index == Int {
    func at(_ i: Int) -> Item? { return i >= 0 && i < items.count ? items[i] : nil }
}

struct Bag: Container {
    var items: [String]
}
struct Keyed: Container {
    typealias Index = String
    var items: [Double]
    var keys: [String]
    func at(_ key: String) -> Double? {
        guard let i = keys.firstIndex(of: key) else { return nil }
        return items[i]
    }
}

func firstTwo<C: Container>(_ c: C) -> [C.Item] { return Array(c.items.prefix(2)) }
func typeNames<C: Container>(_ c: C) -> String { return "\(C.Item.self) by \(C.Index.self)" }

let bag = Bag(items: ["x", "y", "z"])
let keyed = Keyed(items: [1.5, 2.5], keys: ["a", "b"])
print(bag.at(1) ?? "-", bag.at(9) ?? "-")
print(keyed.at("b") ?? 0, keyed.at("q") as Any)
print(firstTwo(bag), firstTwo(keyed))
print(typeNames(bag), "|", typeNames(keyed))
print(Bag.Index.self, Keyed.Index.self, Bag.Item.self)

protocol Producer {
    associatedtype Output = String
    func produce() -> Output
}
extension Producer where Output == String {
    func produce() -> String { return "default from \(Self.self)" }
}
struct Silent: Producer {}
struct Numbers: Producer {
    func produce() -> [Int] { return [1, 2, 3] }
}
print(Silent().produce(), Silent.Output.self)
print(Numbers().produce(), Numbers.Output.self)

protocol Graph {
    associatedtype Node: Hashable
    associatedtype Edge = (Node, Node)
    var edges: [Edge] { get }
}
struct Ring: Graph {
    typealias Node = Int
    var edges: [(Int, Int)] { return [(0, 1), (1, 2), (2, 0)] }
}
func describeGraph<G: Graph>(_ g: G) -> String { return "\(G.Node.self) nodes, \(g.edges.count) edges of \(G.Edge.self)" }
print(describeGraph(Ring()))

// expect: y -
// expect: 2.5 nil
// expect: ["x", "y"] [1.5, 2.5]
// expect: String by Int | Double by String
// expect: Int String String
// expect: default from Silent String
// expect: [1, 2, 3] Array<Int>
// expect: Int nodes, 3 edges of (Int, Int)
