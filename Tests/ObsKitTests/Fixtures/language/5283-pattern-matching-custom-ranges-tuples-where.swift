// Compiler test style: pattern matching - custom ~=, ranges, tuples, where clauses, type-casting patterns
struct Even {}
func ~= (_: Even, value: Int) -> Bool { value % 2 == 0 }
func ~= (pattern: (Int) -> Bool, value: Int) -> Bool { pattern(value) }
struct Prefix { let p: String }
func ~= (pattern: Prefix, value: String) -> Bool { value.hasPrefix(pattern.p) }
func classify(_ n: Int) -> String {
    switch n {
    case Int.min..<0: return "negative"
    case 0: return "zero"
    case Even(): return "even"
    case { $0 > 100 }: return "big odd"
    default: return "small odd"
    }
}
print([-5, 0, 4, 101, 7].map(classify))
for cmd in ["git push", "ls -la", "gitk"] {
    switch cmd {
    case Prefix(p: "git "): print(cmd, "-> git subcommand")
    case Prefix(p: "git"): print(cmd, "-> git tool")
    default: print(cmd, "-> other")
    }
}
let points = [(0, 0), (3, 0), (0, -2), (2, 2), (1, 5)]
for p in points {
    switch p {
    case (0, 0): print("origin")
    case (_, 0): print("x axis", p.0)
    case (0, let y): print("y axis", y)
    case let (x, y) where x == y: print("diagonal", x)
    case (1...2, 3...): print("upper band")
    default: print("other")
    }
}
let items: [Any] = [1, "two", 3.0, [4], (5, "five"), Optional<Int>.none as Any]
for item in items {
    switch item {
    case let i as Int: print("Int", i)
    case let s as String where s.count == 3: print("3-char String", s)
    case is Double: print("some Double")
    case let arr as [Int]: print("array of", arr.count)
    case let (n, s) as (Int, String): print("tuple", n, s)
    default: print("unmatched", type(of: item))
    }
}
let ch: Character = "m"
switch ch {
case "a"..."l": print("first half")
case "m"..."z": print("second half")
default: print("not a letter")
}
if case 1...10 = 7, case .some(let v) = Optional(3) { print("both matched", v) }
let matchedCount = (1...20).filter { if case Even() = $0 { return true } else { return false } }.count
print(matchedCount)

// expect: ["negative", "zero", "even", "big odd", "small odd"]
// expect: git push -> git subcommand
// expect: ls -la -> other
// expect: gitk -> git tool
// expect: origin
// expect: x axis 3
// expect: y axis -2
// expect: diagonal 2
// expect: upper band
// expect: Int 1
// expect: 3-char String two
// expect: some Double
// expect: array of 1
// expect: tuple 5 five
// expect: unmatched Optional<Int>
// expect: second half
// expect: both matched 3
// expect: 10
