// Compiler test style (concurrency): recursive async functions with async let and task groups over a tree
indirect enum Tree {
    case leaf(Int)
    case node(String, [Tree])
}

let tree: Tree = .node("root", [
    .leaf(4),
    .node("left", [.leaf(1), .leaf(9), .node("deep", [.leaf(16)])]),
    .node("right", [.leaf(25)]),
    .leaf(36),
])

func sum(_ t: Tree) async -> Int {
    switch t {
    case .leaf(let v): return v
    case .node(_, let kids):
        return await withTaskGroup { group in
            for k in kids { group.addTask { await sum(k) } }
            var total = 0
            for await s in group { total += s }
            return total
        }
    }
}

func labels(_ t: Tree, depth: Int = 0) async -> [String] {
    guard case .node(let name, let kids) = t else { return [] }
    var out = ["\(String(repeating: "-", count: depth))\(name)"]
    for k in kids { out += await labels(k, depth: depth + 1) }
    return out
}

func maxDepth(_ t: Tree) async -> Int {
    guard case .node(_, let kids) = t else { return 0 }
    var best = 0
    for k in kids { best = max(best, await maxDepth(k)) }
    return best + 1
}

func fib(_ n: Int) async -> Int {
    if n < 2 { return n }
    async let a = fib(n - 1)
    async let b = fib(n - 2)
    return await a + b
}

print("sum:", await sum(tree))
for l in await labels(tree) { print(l) }
print("depth:", await maxDepth(tree))
print("fib(15):", await fib(15))
var fibs: [Int] = []
for i in 0...10 { fibs.append(await fib(i)) }
print("fibs:", fibs)

func leaves(_ t: Tree) async -> [Int] {
    switch t {
    case .leaf(let v): return [v]
    case .node(_, let kids):
        let parts = await withTaskGroup(of: [Int].self) { g in
            for k in kids { g.addTask { await leaves(k) } }
            return await g.reduce([], +)
        }
        return parts.sorted()
    }
}
print("leaves:", await leaves(tree))

// expect: sum: 91
// expect: root
// expect: -left
// expect: --deep
// expect: -right
// expect: depth: 3
// expect: fib(15): 610
// expect: fibs: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55]
// expect: leaves: [1, 4, 9, 16, 25, 36]
