// Compiler test style: boolean formula indirect enum with evaluation, NNF conversion and truth tables
indirect enum Formula {
    case atom(Character)
    case constant(Bool)
    case not(Formula)
    case and(Formula, Formula)
    case or(Formula, Formula)
    case implies(Formula, Formula)
}

func atoms(_ f: Formula) -> [Character] {
    switch f {
    case .atom(let c): return [c]
    case .constant: return []
    case .not(let g): return atoms(g)
    case let .and(a, b), let .or(a, b), let .implies(a, b):
        var seen = atoms(a)
        for c in atoms(b) where !seen.contains(c) { seen.append(c) }
        return seen
    }
}

func eval(_ f: Formula, _ env: [Character: Bool]) -> Bool {
    switch f {
    case .atom(let c): return env[c] ?? false
    case .constant(let b): return b
    case .not(let g): return !eval(g, env)
    case let .and(a, b): return eval(a, env) && eval(b, env)
    case let .or(a, b): return eval(a, env) || eval(b, env)
    case let .implies(a, b): return !eval(a, env) || eval(b, env)
    }
}

func nnf(_ f: Formula) -> Formula {
    switch f {
    case .implies(let a, let b): return nnf(.or(.not(a), b))
    case .not(.not(let g)): return nnf(g)
    case .not(.and(let a, let b)): return .or(nnf(.not(a)), nnf(.not(b)))
    case .not(.or(let a, let b)): return .and(nnf(.not(a)), nnf(.not(b)))
    case .not(.implies(let a, let b)): return .and(nnf(a), nnf(.not(b)))
    case .not(.constant(let b)): return .constant(!b)
    case let .and(a, b): return .and(nnf(a), nnf(b))
    case let .or(a, b): return .or(nnf(a), nnf(b))
    default: return f
    }
}

func show(_ f: Formula) -> String {
    switch f {
    case .atom(let c): return String(c)
    case .constant(true): return "T"
    case .constant(false): return "F"
    case .not(.atom(let c)): return "~" + String(c)
    case .not(let g): return "~(" + show(g) + ")"
    case let .and(a, b): return "(" + show(a) + " & " + show(b) + ")"
    case let .or(a, b): return "(" + show(a) + " | " + show(b) + ")"
    case let .implies(a, b): return "(" + show(a) + " -> " + show(b) + ")"
    }
}

func truthTable(_ f: Formula) -> (rows: [String], tautology: Bool, satisfiable: Bool) {
    let vars = atoms(f)
    var rows: [String] = []
    var allTrue = true, anyTrue = false
    for mask in 0..<(1 << vars.count) {
        var env: [Character: Bool] = [:]
        var label = ""
        for (i, v) in vars.enumerated() {
            let bit = (mask >> (vars.count - 1 - i)) & 1 == 1
            env[v] = bit
            label += bit ? "1" : "0"
        }
        let r = eval(f, env)
        allTrue = allTrue && r
        anyTrue = anyTrue || r
        rows.append("\(label)=\(r ? 1 : 0)")
    }
    return (rows, allTrue, anyTrue)
}

let p = Formula.atom("p"), q = Formula.atom("q"), r = Formula.atom("r")
let formulas: [Formula] = [
    .implies(p, q),
    .or(p, .not(p)),
    .and(p, .not(p)),
    .not(.and(p, .or(q, r))),
    .implies(.and(.implies(p, q), .implies(q, r)), .implies(p, r)),
    .not(.not(.constant(false))),
]
for f in formulas {
    let t = truthTable(f)
    let kind: String
    switch (t.tautology, t.satisfiable) {
    case (true, _): kind = "tautology"
    case (false, true): kind = "contingent"
    case (false, false): kind = "contradiction"
    }
    print("\(show(f)) : \(kind)")
    print("  nnf: \(show(nnf(f)))")
    print("  table: \(t.rows.joined(separator: " "))")
}

// Expected output:
// expect: (p -> q) : contingent
// expect:   nnf: (~p | q)
// expect:   table: 00=1 01=1 10=0 11=1
// expect: (p | ~p) : tautology
// expect:   nnf: (p | ~p)
// expect:   table: 0=1 1=1
// expect: (p & ~p) : contradiction
// expect:   nnf: (p & ~p)
// expect:   table: 0=0 1=0
// expect: ~((p & (q | r))) : contingent
// expect:   nnf: (~p | (~q & ~r))
// expect:   table: 000=1 001=1 010=1 011=1 100=1 101=0 110=0 111=0
// expect: (((p -> q) & (q -> r)) -> (p -> r)) : tautology
// expect:   nnf: (((p & ~q) | (q & ~r)) | (~p | r))
// expect:   table: 000=1 001=1 010=1 011=1 100=1 101=1 110=1 111=1
// expect: ~(~(F)) : contradiction
// expect:   nnf: F
// expect:   table: =0
