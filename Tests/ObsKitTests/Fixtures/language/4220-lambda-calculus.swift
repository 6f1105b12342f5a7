// Compiler test style: untyped lambda calculus with de Bruijn indices, shifting, substitution and normalization
indirect enum Lam {
    case v(Int)
    case abs(Lam)
    case app(Lam, Lam)
}

func show(_ t: Lam) -> String {
    switch t {
    case .v(let i): return "\(i)"
    case .abs(let body): return "\\." + show(body)
    case let .app(f, a):
        let fs: String
        if case .abs = f { fs = "(" + show(f) + ")" } else { fs = show(f) }
        switch a {
        case .v: return fs + " " + show(a)
        default: return fs + " (" + show(a) + ")"
        }
    }
}

func shift(_ t: Lam, by d: Int, cutoff c: Int = 0) -> Lam {
    switch t {
    case .v(let i) where i >= c: return .v(i + d)
    case .v: return t
    case .abs(let body): return .abs(shift(body, by: d, cutoff: c + 1))
    case let .app(f, a): return .app(shift(f, by: d, cutoff: c), shift(a, by: d, cutoff: c))
    }
}

func subst(_ t: Lam, _ j: Int, _ s: Lam) -> Lam {
    switch t {
    case .v(let i): return i == j ? s : t
    case .abs(let body): return .abs(subst(body, j + 1, shift(s, by: 1)))
    case let .app(f, a): return .app(subst(f, j, s), subst(a, j, s))
    }
}

func step(_ t: Lam) -> Lam? {
    switch t {
    case let .app(.abs(body), arg):
        return shift(subst(body, 0, shift(arg, by: 1)), by: -1)
    case let .app(f, a):
        if let f2 = step(f) { return .app(f2, a) }
        if let a2 = step(a) { return .app(f, a2) }
        return nil
    case .abs(let body):
        return step(body).map { .abs($0) }
    case .v:
        return nil
    }
}

func normalize(_ t: Lam, limit: Int = 200) -> (Lam, Int) {
    var cur = t
    var n = 0
    while n < limit, let next = step(cur) {
        cur = next
        n += 1
    }
    return (cur, n)
}

func church(_ n: Int) -> Lam {
    var body = Lam.v(0)
    for _ in 0..<n { body = .app(.v(1), body) }
    return .abs(.abs(body))
}

func unchurch(_ t: Lam) -> Int? {
    guard case .abs(.abs(var body)) = t else { return nil }
    var count = 0
    while case let .app(.v(1), inner) = body {
        count += 1
        body = inner
    }
    if case .v(0) = body { return count }
    return nil
}

let identity = Lam.abs(.v(0))
let konst = Lam.abs(.abs(.v(1)))
let succ = Lam.abs(.abs(.abs(.app(.v(1), .app(.app(.v(2), .v(1)), .v(0))))))
let plus = Lam.abs(.abs(.abs(.abs(.app(.app(.v(3), .v(1)), .app(.app(.v(2), .v(1)), .v(0)))))))
let times = Lam.abs(.abs(.abs(.app(.v(2), .app(.v(1), .v(0))))))

print("I = \(show(identity)), K = \(show(konst))")
print("succ = \(show(succ))")
print("church 3 = \(show(church(3)))")
let (r1, s1) = normalize(.app(identity, konst))
print("I K -> \(show(r1)) in \(s1) steps")
let (r2, s2) = normalize(.app(.app(konst, .v(5)), .v(9)))
print("K 5 9 -> \(show(r2)) in \(s2) steps")
let tests: [(String, Lam)] = [
    ("succ 2", .app(succ, church(2))),
    ("plus 2 3", .app(.app(plus, church(2)), church(3))),
    ("times 3 4", .app(.app(times, church(3)), church(4))),
    ("succ (times 2 2)", .app(succ, .app(.app(times, church(2)), church(2)))),
]
for (label, term) in tests {
    let (nf, steps) = normalize(term)
    print("\(label) = \(unchurch(nf).map(String.init) ?? "?") (\(steps) steps)")
}
print("unchurch K: \(unchurch(konst) == nil ? "not a numeral" : "numeral")")
let omegaish = Lam.app(.abs(.app(.v(0), .v(0))), .abs(.app(.v(0), .v(0))))
let (_, sOmega) = normalize(omegaish, limit: 25)
print("omega stopped after \(sOmega) steps")

// Expected output:
// expect: I = \.0, K = \.\.1
// expect: succ = \.\.\.1 (2 1 0)
// expect: church 3 = \.\.1 (1 (1 0))
// expect: I K -> \.\.1 in 1 steps
// expect: K 5 9 -> 5 in 2 steps
// expect: succ 2 = 3 (3 steps)
// expect: plus 2 3 = 5 (6 steps)
// expect: times 3 4 = 12 (9 steps)
// expect: succ (times 2 2) = 5 (10 steps)
// expect: unchurch K: not a numeral
// expect: omega stopped after 25 steps
