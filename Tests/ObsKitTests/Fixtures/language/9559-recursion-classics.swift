// Recursion classics: factorial, memoised Fibonacci, power set, permutations, flattening nested folders, Hanoi moves (expected output from swiftc 6.3.1 on Linux)
func factorial(_ n: Int) -> Int { n <= 1 ? 1 : n * factorial(n - 1) }

var memo: [Int: Int] = [:]
func fib(_ n: Int) -> Int {
    if n < 2 { return n }
    if let cached = memo[n] { return cached }
    let value = fib(n - 1) + fib(n - 2)
    memo[n] = value
    return value
}

func powerSet<T>(_ items: [T]) -> [[T]] {
    guard let first = items.first else { return [[]] }
    let rest = powerSet(Array(items.dropFirst()))
    return rest + rest.map { [first] + $0 }
}

func permutations(_ s: String) -> [String] {
    if s.count <= 1 { return [s] }
    var result: [String] = []
    for (i, ch) in s.enumerated() {
        var rest = Array(s)
        rest.remove(at: i)
        for p in permutations(String(rest)) { result.append(String(ch) + p) }
    }
    return result
}

indirect enum Node {
    case file(String, size: Int)
    case folder(String, [Node])

    var totalSize: Int {
        switch self {
        case .file(_, let size): return size
        case .folder(_, let children): return children.reduce(0) { $0 + $1.totalSize }
        }
    }

    func paths(prefix: String = "") -> [String] {
        switch self {
        case .file(let name, _): return [prefix + name]
        case .folder(let name, let children): return children.flatMap { $0.paths(prefix: prefix + name + "/") }
        }
    }
}

func hanoi(_ n: Int, from: String, to: String, via: String, moves: inout [String]) {
    guard n > 0 else { return }
    hanoi(n - 1, from: from, to: via, via: to, moves: &moves)
    moves.append("\(from)\(to)")
    hanoi(n - 1, from: via, to: to, via: from, moves: &moves)
}

print((0...10).map(factorial))
print(fib(50), fib(90), memo.count)
print(powerSet([1, 2, 3]).map { $0.map(String.init).joined() }.sorted())
print(permutations("abc"), permutations("aab").count, Set(permutations("aab")).sorted())

let tree = Node.folder("root", [
    .file("a.txt", size: 120),
    .folder("src", [.file("main.swift", size: 2048), .folder("util", [.file("x.swift", size: 512)])]),
    .folder("empty", []),
])
print(tree.totalSize, tree.paths())

var moves: [String] = []
hanoi(4, from: "A", to: "C", via: "B", moves: &moves)
print(moves.count, moves.prefix(7).joined(separator: " "))

// expect: [1, 1, 2, 6, 24, 120, 720, 5040, 40320, 362880, 3628800]
// expect: 12586269025 2880067194370816120 89
// expect: ["", "1", "12", "123", "13", "2", "23", "3"]
// expect: ["abc", "acb", "bac", "bca", "cab", "cba"] 6 ["aab", "aba", "baa"]
// expect: 2680 ["root/a.txt", "root/src/main.swift", "root/src/util/x.swift"]
// expect: 15 AB AC BC AB CA CB AB
