// Custom hash(into:) and == consistency: case-insensitive keys, order-insensitive pairs, hashing subsets of fields
struct CIString: Hashable, CustomStringConvertible {
    let raw: String
    static func == (a: CIString, b: CIString) -> Bool { a.raw.lowercased() == b.raw.lowercased() }
    func hash(into h: inout Hasher) { h.combine(raw.lowercased()) }
    var description: String { raw }
}
struct UnorderedPair: Hashable {
    let a: Int, b: Int
    init(_ a: Int, _ b: Int) { self.a = a; self.b = b }
    static func == (l: UnorderedPair, r: UnorderedPair) -> Bool {
        (l.a == r.a && l.b == r.b) || (l.a == r.b && l.b == r.a)
    }
    func hash(into h: inout Hasher) {
        h.combine(min(a, b))
        h.combine(max(a, b))
    }
}
final class Node: Hashable {
    let id: Int
    var payload: [Int]
    init(id: Int, payload: [Int]) { self.id = id; self.payload = payload }
    static func == (l: Node, r: Node) -> Bool { l.id == r.id }
    func hash(into h: inout Hasher) { h.combine(id) }
}

var headers: [CIString: String] = [:]
headers[CIString(raw: "Content-Type")] = "text/plain"
headers[CIString(raw: "content-type")] = "application/json"
headers[CIString(raw: "ACCEPT")] = "*/*"
print(headers.count, headers[CIString(raw: "CONTENT-TYPE")]!)
print(headers.keys.map(\.raw).sorted())
let names: Set<CIString> = [CIString(raw: "Bob"), CIString(raw: "bob"), CIString(raw: "BOB"), CIString(raw: "Al")]
print(names.count, names.map { $0.raw.lowercased() }.sorted())

let edges: Set<UnorderedPair> = [UnorderedPair(1, 2), UnorderedPair(2, 1), UnorderedPair(3, 3), UnorderedPair(2, 3)]
print(edges.count, edges.contains(UnorderedPair(3, 2)), edges.contains(UnorderedPair(1, 3)))
print(UnorderedPair(5, 9).hashValue == UnorderedPair(9, 5).hashValue)
var degree: [Int: Int] = [:]
for e in edges { degree[e.a, default: 0] += 1; if e.a != e.b { degree[e.b, default: 0] += 1 } }
print(degree.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })

let n1 = Node(id: 1, payload: [1])
let n1b = Node(id: 1, payload: [99])
var nodes: Set<Node> = [n1]
print(nodes.insert(n1b).inserted, nodes.first!.payload, n1 == n1b, n1 === n1b)
n1.payload.append(2)
print(nodes.contains(Node(id: 1, payload: [])), nodes.first!.payload)
var h1 = Hasher(); h1.combine(1); h1.combine(2)
var h2 = Hasher(); h2.combine(1); h2.combine(2)
var h3 = Hasher(); h3.combine(2); h3.combine(1)
print(h1.finalize() == h2.finalize(), h3.finalize() == UnorderedPair(1, 2).hashValue ? "maybe" : "differs")
struct Wrapper: Hashable { let inner: CIString; let n: Int }
let ws: Set = [Wrapper(inner: CIString(raw: "X"), n: 1), Wrapper(inner: CIString(raw: "x"), n: 1), Wrapper(inner: CIString(raw: "x"), n: 2)]
print(ws.count, ws.map(\.n).sorted())
print(Set([CIString(raw: "a")]).union([CIString(raw: "A"), CIString(raw: "b")]).count)
let grouped = Dictionary(grouping: ["Apple", "apple", "APPLE", "Pear"], by: { CIString(raw: $0) })
print(grouped.keys.map { $0.raw.lowercased() }.sorted(), grouped.values.map(\.count).sorted())

// expect: 2 application/json
// expect: ["ACCEPT", "Content-Type"]
// expect: 2 ["al", "bob"]
// expect: 3 true false
// expect: true
// expect: ["1:1", "2:2", "3:2"]
// expect: false [1] true false
// expect: true [1, 2]
// expect: true differs
// expect: 2 [1, 2]
// expect: 2
// expect: ["apple", "pear"] [1, 3]
