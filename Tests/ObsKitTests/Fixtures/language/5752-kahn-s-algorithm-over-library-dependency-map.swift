// Rosetta Code style (topological sort): Kahn's algorithm over a library dependency map, with cycle detection via a thrown error
enum SortError: Error, CustomStringConvertible {
    case cycle([String])
    var description: String {
        switch self {
        case .cycle(let nodes): return "cycle among \(nodes.sorted().joined(separator: ", "))"
        }
    }
}

func topoSort(_ deps: [String: [String]]) throws -> [String] {
    var nodes = Set(deps.keys)
    for list in deps.values { nodes.formUnion(list) }
    var indegree = Dictionary(uniqueKeysWithValues: nodes.map { ($0, 0) })
    var dependents: [String: [String]] = [:]
    for (node, requires) in deps {
        for r in requires where r != node {
            indegree[node, default: 0] += 1
            dependents[r, default: []].append(node)
        }
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
    if order.count < nodes.count {
        throw SortError.cycle(nodes.filter { !order.contains($0) })
    }
    return order
}

let libs: [String: [String]] = [
    "des_system_lib": ["std", "synopsys", "std_cell_lib", "dw02", "dw01", "ramlib", "ieee"],
    "dw01": ["ieee", "dw01", "dware", "gtech"],
    "dw02": ["ieee", "dw02", "dware"],
    "dware": ["ieee", "dware"],
    "gtech": ["ieee", "gtech"],
    "ramlib": ["std", "ieee"],
    "std_cell_lib": ["ieee", "std_cell_lib"],
    "synopsys": [],
]

do {
    let order = try topoSort(libs)
    print(order.joined(separator: " "))
    print("count:", order.count)
} catch {
    print("error:", error)
}

var broken = libs
broken["dw01"]!.append("dw04")
broken["dw04"] = ["dw01"]
do {
    _ = try topoSort(broken)
} catch let e as SortError {
    print(e)
}

// expect: ieee dware dw02 gtech dw01 std ramlib std_cell_lib synopsys des_system_lib
// expect: count: 10
// expect: cycle among des_system_lib, dw01, dw04
