// Textbook style (topological sort): Kahn's algorithm and a DFS-based order on a course-prerequisite graph, with cycle detection
enum TopoError: Error, CustomStringConvertible {
    case cycle([String])
    var description: String {
        switch self { case .cycle(let rest): return "cycle among " + rest.joined(separator: ",") }
    }
}

func kahn(_ edges: [(String, String)]) throws -> [String] {
    var indegree: [String: Int] = [:]
    var out: [String: [String]] = [:]
    for (from, to) in edges {
        indegree[from, default: 0] += 0
        indegree[to, default: 0] += 1
        out[from, default: []].append(to)
    }
    var ready = indegree.filter { $0.value == 0 }.map { $0.key }.sorted()
    var order: [String] = []
    while !ready.isEmpty {
        let v = ready.removeFirst()
        order.append(v)
        for w in out[v, default: []] {
            indegree[w]! -= 1
            if indegree[w] == 0 { ready.append(w); ready.sort() }
        }
    }
    if order.count < indegree.count {
        throw TopoError.cycle(indegree.filter { $0.value > 0 }.map { $0.key }.sorted())
    }
    return order
}

func dfsOrder(_ edges: [(String, String)]) -> [String] {
    var out: [String: [String]] = [:]
    var vertices = Set<String>()
    for (a, b) in edges { out[a, default: []].append(b); vertices.formUnion([a, b]) }
    var visited = Set<String>()
    var stack: [String] = []
    func visit(_ v: String) {
        if visited.contains(v) { return }
        visited.insert(v)
        for w in (out[v] ?? []).sorted() { visit(w) }
        stack.append(v)
    }
    for v in vertices.sorted() { visit(v) }
    return stack.reversed()
}

let courses = [
    ("intro", "data"), ("intro", "discrete"), ("discrete", "algorithms"),
    ("data", "algorithms"), ("algorithms", "compilers"), ("data", "databases"),
]
do {
    print(try kahn(courses))
} catch {
    print(error)
}
print(dfsOrder(courses))
do {
    print(try kahn([("a", "b"), ("b", "c"), ("c", "a"), ("s", "a")]))
} catch let error as TopoError {
    print("error:", error)
}

// expect: ["intro", "data", "databases", "discrete", "algorithms", "compilers"]
// expect: ["intro", "discrete", "data", "databases", "algorithms", "compilers"]
// expect: error: cycle among a,b,c
