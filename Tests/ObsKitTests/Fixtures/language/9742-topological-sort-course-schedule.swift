// LeetCode 207/210 "Course Schedule" + build-order puzzle: Kahn's algorithm with deterministic tie-breaking, DFS cycle detection with three-colour enum, Dictionary(grouping:)
enum Mark { case unvisited, visiting, done }

struct Graph {
    var edges: [String: Set<String>] = [:]
    var nodes: Set<String> = []

    mutating func addDependency(_ node: String, dependsOn dep: String) {
        edges[dep, default: []].insert(node)
        nodes.formUnion([node, dep])
    }

    func kahnOrder() -> [String]? {
        var indegree = Dictionary(uniqueKeysWithValues: nodes.map { ($0, 0) })
        for targets in edges.values { for t in targets { indegree[t, default: 0] += 1 } }
        var ready = indegree.filter { $0.value == 0 }.map(\.key).sorted()
        var order: [String] = []
        while !ready.isEmpty {
            let n = ready.removeFirst()
            order.append(n)
            for t in (edges[n] ?? []).sorted() {
                indegree[t]! -= 1
                if indegree[t] == 0 {
                    ready.append(t)
                    ready.sort()
                }
            }
        }
        return order.count == nodes.count ? order : nil
    }

    func findCycle() -> [String]? {
        var marks: [String: Mark] = [:]
        var stack: [String] = []
        func visit(_ n: String) -> [String]? {
            switch marks[n, default: .unvisited] {
            case .done: return nil
            case .visiting:
                let start = stack.firstIndex(of: n)!
                return Array(stack[start...]) + [n]
            case .unvisited:
                marks[n] = .visiting
                stack.append(n)
                for t in (edges[n] ?? []).sorted() {
                    if let cycle = visit(t) { return cycle }
                }
                stack.removeLast()
                marks[n] = .done
                return nil
            }
        }
        for n in nodes.sorted() {
            if let c = visit(n) { return c }
        }
        return nil
    }
}

let steps = """
Step C must be finished before step A can begin.
Step C must be finished before step F can begin.
Step A must be finished before step B can begin.
Step A must be finished before step D can begin.
Step B must be finished before step E can begin.
Step D must be finished before step E can begin.
Step F must be finished before step E can begin.
"""

var g = Graph()
for line in steps.split(separator: "\n") {
    let words = line.split(separator: " ")
    g.addDependency(String(words[7]), dependsOn: String(words[1]))
}
print("Order: \(g.kahnOrder()?.joined() ?? "impossible")")
print("Cycle: \(g.findCycle() ?? [])")

let byFanOut = Dictionary(grouping: g.nodes) { g.edges[$0]?.count ?? 0 }
for key in byFanOut.keys.sorted() {
    print("fan-out \(key): \(byFanOut[key]!.sorted())")
}

var courses = Graph()
for (course, prereq) in [("ds", "intro"), ("algo", "ds"), ("ml", "algo"), ("intro", "ml"), ("art", "drawing")] {
    courses.addDependency(course, dependsOn: prereq)
}
print("Courses order: \(courses.kahnOrder().map { $0.joined(separator: " > ") } ?? "impossible")")
if let cycle = courses.findCycle() {
    print("Cycle found: \(cycle.joined(separator: " -> "))")
}
// expect: Order: CABDFE
// expect: Cycle: []
// expect: fan-out 0: ["E"]
// expect: fan-out 1: ["B", "D", "F"]
// expect: fan-out 2: ["A", "C"]
// expect: Courses order: impossible
// expect: Cycle found: algo -> ml -> intro -> ds -> algo
