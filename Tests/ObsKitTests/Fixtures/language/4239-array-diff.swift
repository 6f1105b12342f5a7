// App code style: diff two arrays via longest common subsequence to produce insert/delete edits
enum Edit<T: Equatable>: Equatable {
    case keep(T)
    case insert(T)
    case delete(T)
}

extension Edit: CustomStringConvertible {
    var description: String {
        switch self {
        case .keep(let v): return "  \(v)"
        case .insert(let v): return "+ \(v)"
        case .delete(let v): return "- \(v)"
        }
    }
}

func diff<T: Equatable>(_ old: [T], _ new: [T]) -> [Edit<T>] {
    let n = old.count, m = new.count
    var lcs = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
        for j in stride(from: m - 1, through: 0, by: -1) {
            lcs[i][j] = old[i] == new[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
        }
    }
    var edits: [Edit<T>] = []
    var i = 0, j = 0
    while i < n && j < m {
        if old[i] == new[j] {
            edits.append(.keep(old[i]))
            i += 1
            j += 1
        } else if lcs[i + 1][j] >= lcs[i][j + 1] {
            edits.append(.delete(old[i]))
            i += 1
        } else {
            edits.append(.insert(new[j]))
            j += 1
        }
    }
    while i < n { edits.append(.delete(old[i])); i += 1 }
    while j < m { edits.append(.insert(new[j])); j += 1 }
    return edits
}

func apply<T>(_ edits: [Edit<T>]) -> [T] {
    edits.compactMap { edit in
        switch edit {
        case .keep(let v), .insert(let v): return v
        case .delete: return nil
        }
    }
}

struct DiffSummary {
    var inserted = 0
    var deleted = 0
    var kept = 0
    init<T>(_ edits: [Edit<T>]) {
        for e in edits {
            switch e {
            case .keep: kept += 1
            case .insert: inserted += 1
            case .delete: deleted += 1
            }
        }
    }
}

let oldList = ["Milk", "Eggs", "Bread", "Butter", "Jam"]
let newList = ["Milk", "Bread", "Cheese", "Butter", "Jam", "Tea"]
let edits = diff(oldList, newList)
for e in edits { print(e) }
let summary = DiffSummary(edits)
print("kept \(summary.kept), inserted \(summary.inserted), deleted \(summary.deleted)")
print("round trip ok: \(apply(edits) == newList)")

let a = Array("kitten"), b = Array("sitting")
let charEdits = diff(a, b)
let compact = charEdits.map { e -> String in
    switch e {
    case .keep(let c): return String(c)
    case .insert(let c): return "[+\(c)]"
    case .delete(let c): return "[-\(c)]"
    }
}.joined()
print(compact)

let ids = diff([1, 2, 3, 4, 5], [5, 4, 3, 2, 1])
print(ids.map(\.description).joined(separator: ","))
print("empty -> list: \(diff([Int](), [1, 2]).count) edits")
print("same lists all keeps: \(diff([7, 8, 9], [7, 8, 9]).allSatisfy { if case .keep = $0 { return true } else { return false } })")

// expect:   Milk
// expect: - Eggs
// expect:   Bread
// expect: + Cheese
// expect:   Butter
// expect:   Jam
// expect: + Tea
// expect: kept 4, inserted 2, deleted 1
// expect: round trip ok: true
// expect: [-k][+s]itt[-e][+i]n[+g]
// expect: - 1,- 2,- 3,- 4,  5,+ 4,+ 3,+ 2,+ 1
// expect: empty -> list: 2 edits
// expect: same lists all keeps: true
