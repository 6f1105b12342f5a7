// Kata style (course schedule): Kahn's topological sort and DFS cycle detection with colour marks
import Foundation

let prerequisites = """
calculus <- algebra
physics <- calculus
physics <- algebra
algorithms <- programming
algorithms <- discrete
discrete <- algebra
compilers <- algorithms
compilers <- automata
automata <- discrete
"""

var graph: [String: [String]] = [:]
var indegree: [String: Int] = [:]
for line in prerequisites.split(separator: "\n") {
    let sides = line.components(separatedBy: " <- ")
    let (course, needs) = (sides[0], sides[1])
    graph[needs, default: []].append(course)
    indegree[course, default: 0] += 1
    indegree[needs, default: 0] += 0
}

var ready = indegree.filter { $0.value == 0 }.map(\.key).sorted()
var order: [String] = []
var semester = 1
var remaining = indegree
while !ready.isEmpty {
    print("Semester \(semester): \(ready.joined(separator: ", "))")
    order += ready
    var unlocked: [String] = []
    for course in ready {
        for next in graph[course, default: []] {
            remaining[next]! -= 1
            if remaining[next] == 0 { unlocked.append(next) }
        }
    }
    ready = unlocked.sorted()
    semester += 1
}
print("Total courses: \(order.count), semesters: \(semester - 1)")

enum Mark { case visiting, done }
func hasCycle(_ edges: [String: [String]]) -> [String]? {
    var marks: [String: Mark] = [:]
    var stack: [String] = []
    func visit(_ node: String) -> [String]? {
        if marks[node] == .done { return nil }
        if marks[node] == .visiting { return Array(stack[stack.firstIndex(of: node)!...]) + [node] }
        marks[node] = .visiting
        stack.append(node)
        for next in edges[node, default: []].sorted() {
            if let cycle = visit(next) { return cycle }
        }
        stack.removeLast()
        marks[node] = .done
        return nil
    }
    for node in edges.keys.sorted() {
        if let cycle = visit(node) { return cycle }
    }
    return nil
}
print("Cycle in curriculum: \(hasCycle(graph).map { $0.joined(separator: " -> ") } ?? "none")")
var broken = graph
broken["compilers", default: []].append("discrete")
print("Cycle after bad edit: \(hasCycle(broken).map { $0.joined(separator: " -> ") } ?? "none")")

// expect: Semester 1: algebra, programming
// expect: Semester 2: calculus, discrete
// expect: Semester 3: algorithms, automata, physics
// expect: Semester 4: compilers
// expect: Total courses: 8, semesters: 4
// expect: Cycle in curriculum: none
// expect: Cycle after bad edit: discrete -> algorithms -> compilers -> discrete
