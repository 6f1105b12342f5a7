// Advanced Swift style (Optionals): if case let x?, switch on optionals with ? patterns, nil and where clauses, and for case let over arrays of optionals
let values: [Int?] = [3, nil, -2, 10, nil, 0]
for case let v? in values {
    print("got", v)
}
for case let v? in values where v > 0 {
    print("positive", v)
}
for case nil in values { print("a nil") }

func classify(_ x: Int?) -> String {
    switch x {
    case nil: return "missing"
    case 0?: return "zero"
    case let n? where n < 0: return "negative \(n)"
    case let n?: return "positive \(n)"
    }
}
print(values.map(classify))

let maybeName: String? = "Eve"
if case let name? = maybeName, name.count == 3 {
    print("three letter name", name)
}
if case .some(let n) = maybeName { print("some", n) }
if case .none = Optional<Int>.none { print("none matched") }

let pair: (Int?, String?) = (1, nil)
switch pair {
case let (a?, b?): print("both", a, b)
case let (a?, nil): print("only a", a)
case let (nil, b?): print("only b", b)
case (nil, nil): print("neither")
}

enum Token { case number(Int?), word(String) }
let tokens: [Token] = [.number(4), .number(nil), .word("hi")]
for t in tokens {
    switch t {
    case .number(let n?): print("num", n)
    case .number(nil): print("empty num")
    case .word(let w): print("word", w)
    }
}
let strs: [String?] = ["a", nil, "c"]
var idx = 0
while case let s?? = strs.indices.contains(idx) ? Optional(strs[idx]) : nil {
    print("while", s)
    idx += 1
}
print("stopped at", idx)

// expect: got 3
// expect: got -2
// expect: got 10
// expect: got 0
// expect: positive 3
// expect: positive 10
// expect: a nil
// expect: a nil
// expect: ["positive 3", "missing", "negative -2", "positive 10", "missing", "zero"]
// expect: three letter name Eve
// expect: some Eve
// expect: none matched
// expect: only a 1
// expect: num 4
// expect: empty num
// expect: word hi
// expect: while a
// expect: stopped at 1
