// App code style: line-based text diff for a notes app using longest common subsequence
enum DiffOp: Equatable {
    case same(String)
    case added(String)
    case removed(String)
}

struct LineDiff {
    static func diff(_ a: [String], _ b: [String]) -> [DiffOp] {
        let n = a.count, m = b.count
        var lcs = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var ops: [DiffOp] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n && j < m && a[i] == b[j] {
                ops.append(.same(a[i])); i += 1; j += 1
            } else if j < m && (i == n || lcs[i][j + 1] >= lcs[i + 1][j]) {
                ops.append(.added(b[j])); j += 1
            } else {
                ops.append(.removed(a[i])); i += 1
            }
        }
        return ops
    }

    static func unified(_ ops: [DiffOp], context: Int = 1) -> [String] {
        let changed = ops.indices.filter { if case .same = ops[$0] { return false } else { return true } }
        guard !changed.isEmpty else { return ["(no changes)"] }
        var keep = Set<Int>()
        for c in changed { for k in max(0, c - context)...min(ops.count - 1, c + context) { keep.insert(k) } }
        var out: [String] = []
        var last = -1
        for idx in keep.sorted() {
            if last >= 0 && idx != last + 1 { out.append("@@") }
            switch ops[idx] {
            case .same(let s): out.append("  " + s)
            case .added(let s): out.append("+ " + s)
            case .removed(let s): out.append("- " + s)
            }
            last = idx
        }
        return out
    }
}

extension Array where Element == DiffOp {
    var stats: (added: Int, removed: Int, same: Int) {
        reduce(into: (0, 0, 0)) { acc, op in
            switch op {
            case .added: acc.0 += 1
            case .removed: acc.1 += 1
            case .same: acc.2 += 1
            }
        }
    }
}

let v1 = """
Groceries
- milk
- eggs
- bread
- butter
Call mom
Fix bike
Pay rent
""".split(separator: "\n").map(String.init)
let v2 = """
Groceries
- oat milk
- eggs
- butter
- jam
Call mom
Fix bike
Pay rent
Book flights
""".split(separator: "\n").map(String.init)

let ops = LineDiff.diff(v1, v2)
LineDiff.unified(ops).forEach { print($0) }
let s = ops.stats
print("+\(s.added) -\(s.removed) =\(s.same)")
print(LineDiff.unified(LineDiff.diff(v1, v1)))
print(LineDiff.diff([], ["a", "b"]) == [.added("a"), .added("b")], LineDiff.diff(["x"], []).stats.removed)
let words = LineDiff.diff("the cat sat on the mat".split(separator: " ").map(String.init),
                          "the dog sat on a mat".split(separator: " ").map(String.init))
print(words.map { op -> String in
    switch op { case .same(let w): return w; case .added(let w): return "{+\(w)}"; case .removed(let w): return "[-\(w)]" }
}.joined(separator: " "))
// expect:   Groceries
// expect: + - oat milk
// expect: - - milk
// expect:   - eggs
// expect: - - bread
// expect:   - butter
// expect: + - jam
// expect:   Call mom
// expect: @@
// expect:   Pay rent
// expect: + Book flights
// expect: +3 -2 =6
// expect: ["(no changes)"]
// expect: true 1
// expect: the {+dog} [-cat] sat on {+a} [-the] mat
