// Execution-test style: switch over many small values: ranges, tuples, optionals, enums with payloads, strings, where and fallthrough.
// expected output: swiftc 6.3.1 (Linux), run on this machine
func r(_ x: Int) -> String {
    switch x {
    case Int.min..<0: "neg"
    case 0: "zero"
    case 1, 2, 3: "small"
    case let n where n.isMultiple(of: 10): "tens"
    case 4...: "big"
    default: "unreachable"
    }
}
print([-5, 0, 2, 30, 31].map(r))
func t(_ p: (Int, String)) -> String {
    switch p {
    case (0, "zero"): "exact"
    case (0, _): "zero-any"
    case (_, "x"), (_, "y"): "x-or-y"
    case (let n, let s) where s.count == n: "len-match"
    case (1..., _): "positive"
    default: "other"
    }
}
print([(0, "zero"), (0, "q"), (9, "y"), (3, "abc"), (5, "a"), (-1, "a")].map(t))
func o(_ v: Int?) -> String {
    switch v {
    case nil: "nil"
    case 0?: "zero"
    case let n? where n < 0: "neg \(n)"
    case let n?: "some \(n)"
    }
}
print([nil, 0, -2, 8].map(o))
enum E { case a, b(Int), c(String, Int) }
func e(_ v: E) -> String {
    switch v {
    case .a: "a"
    case .b(0): "b0"
    case .b(let n) where n > 100: "b-big"
    case .b: "b"
    case .c("k", _): "c-k"
    case .c(_, let n): "c\(n)"
    }
}
print([E.a, .b(0), .b(101), .b(5), .c("k", 1), .c("z", 2)].map(e))
func s(_ x: String) -> Int {
    var n = 0
    switch x {
    case "one": n += 1; fallthrough
    case "two": n += 10; fallthrough
    case "three": n += 100
    default: n = -1
    }
    return n
}
print(["one", "two", "three", "four"].map(s))
let ch: Character = "7"
switch ch { case "0"..."9": print("digit"); case "a"..."z": print("lower"); default: print("other") }
let value: Any = 3.5
switch value { case is Int: print("int"); case let d as Double: print("double", d); default: print("?") }

// expect: ["neg", "zero", "small", "tens", "big"]
// expect: ["exact", "zero-any", "x-or-y", "len-match", "positive", "other"]
// expect: ["nil", "zero", "neg -2", "some 8"]
// expect: ["a", "b0", "b-big", "b", "c-k", "c2"]
// expect: [111, 110, 100, -1]
// expect: digit
// expect: double 3.5
