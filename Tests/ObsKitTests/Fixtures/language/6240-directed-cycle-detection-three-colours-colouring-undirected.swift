// Textbook style (graph cycles and bipartiteness): directed cycle detection with three colours and two-colouring an undirected graph by BFS
enum Mark { case white, grey, black }

func hasCycle(_ graph: [Int: [Int]]) -> (Bool, [Int]) {
    var mark: [Int: Mark] = [:]
    var stack: [Int] = []
    var found: [Int] = []
    func visit(_ v: Int) -> Bool {
        mark[v] = .grey
        stack.append(v)
        for w in graph[v] ?? [] {
            switch mark[w, default: .white] {
            case .grey:
                found = Array(stack[stack.firstIndex(of: w)!...])
                return true
            case .white:
                if visit(w) { return true }
            case .black:
                continue
            }
        }
        stack.removeLast()
        mark[v] = .black
        return false
    }
    for v in graph.keys.sorted() where mark[v, default: .white] == .white {
        if visit(v) { return (true, found) }
    }
    return (false, [])
}

func twoColour(_ edges: [(Int, Int)]) -> [Int: Int]? {
    var adj: [Int: [Int]] = [:]
    for (a, b) in edges { adj[a, default: []].append(b); adj[b, default: []].append(a) }
    var colour: [Int: Int] = [:]
    for start in adj.keys.sorted() where colour[start] == nil {
        colour[start] = 0
        var queue = [start]
        while let v = queue.first {
            queue.removeFirst()
            for w in adj[v]! {
                if let c = colour[w] {
                    if c == colour[v] { return nil }
                } else {
                    colour[w] = 1 - colour[v]!
                    queue.append(w)
                }
            }
        }
    }
    return colour
}

print(hasCycle([1: [2], 2: [3], 3: [4], 4: []]))
print(hasCycle([1: [2], 2: [3], 3: [4], 4: [2], 5: [1]]))
if let c = twoColour([(1, 2), (2, 3), (3, 4), (4, 1), (5, 6)]) {
    let sides = c.keys.sorted().map { "\($0)\(c[$0]! == 0 ? "L" : "R")" }
    print("bipartite:", sides.joined(separator: " "))
}
print("triangle bipartite:", twoColour([(1, 2), (2, 3), (3, 1)]) != nil)

// expect: (false, [])
// expect: (true, [2, 3, 4])
// expect: bipartite: 1L 2R 3L 4R 5L 6R
// expect: triangle bipartite: false
