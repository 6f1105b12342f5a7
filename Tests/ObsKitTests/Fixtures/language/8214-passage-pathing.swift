// Advent of Code style: DFS counting cave paths with small caves visited once or one twice
let input = """
dc-end
HN-start
start-kj
dc-start
dc-HN
LN-dc
HN-end
kj-sa
kj-HN
kj-dc
"""

var graph: [String: [String]] = [:]
for line in input.split(separator: "\n") {
    let ends = line.split(separator: "-").map(String.init)
    graph[ends[0], default: []].append(ends[1])
    graph[ends[1], default: []].append(ends[0])
}

func isSmall(_ cave: String) -> Bool {
    cave.first!.isLowercase
}

func countPaths(from cave: String, visited: Set<String>, canRevisit: Bool) -> Int {
    if cave == "end" { return 1 }
    var total = 0
    for next in graph[cave]! where next != "start" {
        if isSmall(next) && visited.contains(next) {
            if canRevisit {
                total += countPaths(from: next, visited: visited, canRevisit: false)
            }
        } else {
            var seen = visited
            if isSmall(next) { seen.insert(next) }
            total += countPaths(from: next, visited: seen, canRevisit: canRevisit)
        }
    }
    return total
}

print("Caves: \(graph.keys.sorted().joined(separator: ","))")
print("Part 1: \(countPaths(from: "start", visited: ["start"], canRevisit: false))")
print("Part 2: \(countPaths(from: "start", visited: ["start"], canRevisit: true))")

// expect: Caves: HN,LN,dc,end,kj,sa,start
// expect: Part 1: 19
// expect: Part 2: 103
