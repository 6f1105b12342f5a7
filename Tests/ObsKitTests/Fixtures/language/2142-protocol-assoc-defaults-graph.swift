// Compiler test style: associated-type protocol where default algorithms are built from a single requirement
protocol Graph {
  associatedtype Node: Hashable & Comparable
  func neighbors(of n: Node) -> [Node]
}

extension Graph {
  func degree(of n: Node) -> Int { neighbors(of: n).count }

  func reachable(from start: Node) -> [Node] {
    var seen: Set<Node> = [start]
    var stack = [start]
    while let n = stack.popLast() {
      for m in neighbors(of: n) where !seen.contains(m) {
        seen.insert(m)
        stack.append(m)
      }
    }
    return seen.sorted()
  }

  func shortestPath(from a: Node, to b: Node) -> [Node]? {
    var prev: [Node: Node] = [:]
    var frontier = [a]
    var seen: Set<Node> = [a]
    while !frontier.isEmpty {
      var next: [Node] = []
      for n in frontier {
        if n == b {
          var path = [b]
          while let p = prev[path[0]] { path.insert(p, at: 0) }
          return path
        }
        for m in neighbors(of: n).sorted() where !seen.contains(m) {
          seen.insert(m); prev[m] = n; next.append(m)
        }
      }
      frontier = next
    }
    return nil
  }
}

struct AdjacencyGraph: Graph {
  var edges: [String: [String]]
  func neighbors(of n: String) -> [String] { edges[n] ?? [] }
}

struct ModGraph: Graph {
  let mod: Int
  func neighbors(of n: Int) -> [Int] { [(n * 2) % mod, (n + 3) % mod] }
  func degree(of n: Int) -> Int { 99 }
}

func describe<G: Graph>(_ g: G, _ n: G.Node) -> String {
  "deg(\(n))=\(g.degree(of: n))"
}

let g = AdjacencyGraph(edges: ["a": ["b", "c"], "b": ["d"], "c": ["d", "e"], "d": ["f"], "x": ["a"]])
print(g.reachable(from: "a"))
print(g.reachable(from: "d"), g.reachable(from: "x").count)
print(g.shortestPath(from: "a", to: "f")!, g.shortestPath(from: "f", to: "a") as Any)
print(g.degree(of: "c"), describe(g, "a"))
let m = ModGraph(mod: 10)
print(m.reachable(from: 1))
print(m.shortestPath(from: 1, to: 7)!)
print(m.degree(of: 1), describe(m, 1))

// expect: ["a", "b", "c", "d", "e", "f"]
// expect: ["d", "f"] 7
// expect: ["a", "b", "d", "f"] nil
// expect: 2 deg(a)=2
// expect: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
// expect: [1, 4, 7]
// expect: 99 deg(1)=2
