// Rosetta-style task: Topological sort (Kahn's algorithm) with cycle detection via a thrown error
enum TopoError: Error, CustomStringConvertible {
    case cycle([String])
    var description: String {
        switch self {
        case .cycle(let nodes): return "cycle among: \(nodes.joined(separator: ", "))"
        }
    }
}

func topologicalSort(_ deps: [String: [String]]) throws -> [String] {
    var nodes = Set(deps.keys)
    for list in deps.values { nodes.formUnion(list) }
    var inDegree = Dictionary(uniqueKeysWithValues: nodes.map { ($0, 0) })
    var dependents: [String: [String]] = [:]
    for (node, list) in deps {
        for d in Set(list) where d != node {
            inDegree[node, default: 0] += 1
            dependents[d, default: []].append(node)
        }
    }
    var ready = inDegree.filter { $0.value == 0 }.map(\.key).sorted()
    var order: [String] = []
    while !ready.isEmpty {
        let n = ready.removeFirst()
        order.append(n)
        for m in dependents[n, default: []] {
            inDegree[m]! -= 1
            if inDegree[m] == 0 {
                ready.append(m)
                ready.sort()
            }
        }
    }
    guard order.count == nodes.count else {
        throw TopoError.cycle(nodes.subtracting(order).sorted())
    }
    return order
}

let libraries: [String: [String]] = [
    "des_system_lib": ["std", "synopsys", "std_cell_lib", "dw02", "dw01", "ramlib", "ieee"],
    "dw01": ["ieee", "dware", "gtech"], "dw02": ["ieee", "dware"],
    "dw03": ["std", "synopsys", "dware", "dw02", "dw01", "ieee", "gtech"],
    "dw04": ["ieee", "dw01", "dware", "gtech"], "dw05": ["ieee", "dware"],
    "dw06": ["ieee", "dware"], "dw07": ["ieee", "dware"], "dware": ["ieee"],
    "gtech": ["ieee"], "ramlib": ["std", "ieee"], "std_cell_lib": ["ieee"],
    "synopsys": [],
]

do {
    let order = try topologicalSort(libraries)
    print("Compile order (\(order.count) libraries):")
    for chunk in stride(from: 0, to: order.count, by: 6) {
        print("  " + order[chunk..<min(chunk + 6, order.count)].joined(separator: " "))
    }
} catch {
    print("Error: \(error)")
}

var broken = libraries
broken["dw01"]!.append("dw04")
do {
    _ = try topologicalSort(broken)
} catch {
    print("Error: \(error)")
}

// expect: Compile order (15 libraries):
// expect:   ieee dware dw02 dw05 dw06 dw07
// expect:   gtech dw01 dw04 std ramlib std_cell_lib
// expect:   synopsys des_system_lib dw03
// expect: Error: cycle among: des_system_lib, dw01, dw03, dw04
