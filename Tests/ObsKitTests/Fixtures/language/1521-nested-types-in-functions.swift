// Nested types declared inside a function body and inside a `do` block: structs, enums and classes local to a scope.
// expected output: swiftc 6.3.1 (Linux), run on this machine
func summarize(_ words: [String]) -> String {
    struct Tally {
        var short = 0
        var long = 0
        mutating func add(_ w: String) {
            if w.count > 4 { long += 1 } else { short += 1 }
        }
    }
    enum Verdict: String {
        case wordy, terse, even
    }
    var t = Tally()
    for w in words { t.add(w) }
    let v: Verdict = t.long > t.short ? .wordy : (t.long < t.short ? .terse : .even)
    return "\(t.short) short, \(t.long) long: \(v.rawValue)"
}

print(summarize(["a", "quick", "brown", "fox"]))
print(summarize(["to", "be", "or", "not"]))
print(summarize(["hello", "hi"]))

do {
    class Counter {
        var hits = 0
        func hit() -> Int {
            hits += 1
            return hits
        }
    }
    struct Pair { let a: Int; let b: Int }
    let c = Counter()
    _ = c.hit()
    _ = c.hit()
    let p = Pair(a: c.hit(), b: c.hit())
    print("pair", p.a, p.b, "hits", c.hits)
}

func makeLabels(count: Int) -> [String] {
    enum Style { case odd, even }
    func style(_ i: Int) -> Style { i % 2 == 0 ? .even : .odd }
    return (1...count).map { "\($0):\(style($0))" }
}
print(makeLabels(count: 4))

// expect: 2 short, 2 long: even
// expect: 4 short, 0 long: terse
// expect: 1 short, 1 long: even
// expect: pair 3 4 hits 4
// expect: ["1:odd", "2:even", "3:odd", "4:even"]
