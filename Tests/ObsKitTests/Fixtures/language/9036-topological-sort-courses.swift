// Course schedule: topological sort with Kahn's algorithm and cycle detection via DFS colors
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum ScheduleError: Error, CustomStringConvertible {
    case cycle(involving: [String])
    var description: String {
        switch self {
        case .cycle(let nodes): return "cycle detected among \(nodes.joined(separator: ", "))"
        }
    }
}

func courseOrder(_ prerequisites: [(course: String, requires: String)]) throws -> [String] {
    var indegree: [String: Int] = [:]
    var dependents: [String: [String]] = [:]
    for (course, req) in prerequisites {
        indegree[course, default: 0] += 1
        indegree[req, default: 0] += 0
        dependents[req, default: []].append(course)
    }
    var ready = indegree.filter { $0.value == 0 }.map(\.key).sorted()
    var order: [String] = []
    while !ready.isEmpty {
        let next = ready.removeFirst()
        order.append(next)
        for d in dependents[next, default: []] {
            indegree[d]! -= 1
            if indegree[d] == 0 {
                ready.append(d)
                ready.sort()
            }
        }
    }
    guard order.count == indegree.count else {
        throw ScheduleError.cycle(involving: indegree.filter { $0.value > 0 }.map(\.key).sorted())
    }
    return order
}

func hasCycle(_ graph: [Int: [Int]], nodes: Int) -> Bool {
    enum Color { case white, gray, black }
    var color = Array(repeating: Color.white, count: nodes)
    func visit(_ u: Int) -> Bool {
        color[u] = .gray
        for v in graph[u] ?? [] {
            if color[v] == .gray { return true }
            if color[v] == .white && visit(v) { return true }
        }
        color[u] = .black
        return false
    }
    return (0..<nodes).contains { color[$0] == .white && visit($0) }
}

let plan = [
    ("Data Structures", "Intro to Programming"),
    ("Algorithms", "Data Structures"),
    ("Algorithms", "Discrete Math"),
    ("Compilers", "Algorithms"),
    ("Operating Systems", "Data Structures"),
]
do {
    let order = try courseOrder(plan.map { (course: $0.0, requires: $0.1) })
    for (i, c) in order.enumerated() { print("\(i + 1). \(c)") }
    _ = try courseOrder([(course: "A", requires: "B"), (course: "B", requires: "C"), (course: "C", requires: "A"), (course: "D", requires: "E")])
} catch {
    print("error:", error)
}
print(hasCycle([0: [1], 1: [2], 2: [3]], nodes: 4), hasCycle([0: [1], 1: [2], 2: [0]], nodes: 3))
// expect: 1. Discrete Math
// expect: 2. Intro to Programming
// expect: 3. Data Structures
// expect: 4. Algorithms
// expect: 5. Compilers
// expect: 6. Operating Systems
// expect: error: cycle detected among A, B, C
// expect: false true
