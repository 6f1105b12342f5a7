// Hacking with Swift style (generic algorithms): a Graph protocol with associated Node type and a breadth-first search written once for every graph
protocol Graph {
    associatedtype Node: Hashable
    func neighbors(of node: Node) -> [Node]
}

struct AdjacencyList: Graph {
    let edges: [String: [String]]
    func neighbors(of node: String) -> [String] { edges[node, default: []] }
}

struct Grid: Graph {
    struct Point: Hashable { let x: Int, y: Int }
    let width: Int, height: Int
    let walls: Set<Point>
    func neighbors(of p: Point) -> [Point] {
        [Point(x: p.x + 1, y: p.y), Point(x: p.x - 1, y: p.y), Point(x: p.x, y: p.y + 1), Point(x: p.x, y: p.y - 1)]
            .filter { $0.x >= 0 && $0.y >= 0 && $0.x < width && $0.y < height && !walls.contains($0) }
    }
}

extension Graph {
    func shortestPath(from start: Node, to goal: Node) -> [Node]? {
        var previous: [Node: Node] = [:]
        var queue = [start]
        var visited: Set<Node> = [start]
        while !queue.isEmpty {
            let node = queue.removeFirst()
            if node == goal {
                var path = [goal]
                while let p = previous[path[0]] { path.insert(p, at: 0) }
                return path
            }
            for next in neighbors(of: node) where visited.insert(next).inserted {
                previous[next] = node
                queue.append(next)
            }
        }
        return nil
    }
}

let routes = AdjacencyList(edges: ["A": ["B", "C"], "B": ["D"], "C": ["D", "E"], "D": ["F"], "E": ["F"]])
print(routes.shortestPath(from: "A", to: "F") ?? [])
print(routes.shortestPath(from: "F", to: "A") == nil)

let grid = Grid(width: 3, height: 3, walls: [.init(x: 1, y: 0), .init(x: 1, y: 1)])
let path = grid.shortestPath(from: .init(x: 0, y: 0), to: .init(x: 2, y: 0))
print(path?.map { "(\($0.x),\($0.y))" }.joined(separator: "->") ?? "blocked")
print(path?.count ?? 0)

// expect: ["A", "B", "D", "F"]
// expect: true
// expect: (0,0)->(0,1)->(0,2)->(1,2)->(2,2)->(2,1)->(2,0)
// expect: 7
