// if case let, guard case, while let and while case over iterators, for case with optional and enum patterns
enum Token: Equatable {
    case num(Int)
    case op(Character)
    case word(String)
    case end
}

func tokenize(_ s: String) -> [Token] {
    var out: [Token] = []
    var it = s.makeIterator()
    var pending = ""
    func flush() {
        if pending.isEmpty { return }
        if let n = Int(pending) { out.append(.num(n)) } else { out.append(.word(pending)) }
        pending = ""
    }
    while let ch = it.next() {
        if ch == " " { flush(); continue }
        if "+-*/".contains(ch) { flush(); out.append(.op(ch)); continue }
        pending.append(ch)
    }
    flush()
    out.append(.end)
    return out
}

let toks = tokenize("12 + x*3 - 40/y")
print(toks.count)
for case .num(let n) in toks { print("num", n) }
for case let .op(c) in toks where c != "-" { print("op", c) }
let words = toks.compactMap { t -> String? in
    if case .word(let w) = t { return w }
    return nil
}
print(words)

func firstNumber(_ ts: [Token]) -> Int {
    guard case .num(let n)? = ts.first else { return -1 }
    return n
}
print(firstNumber(toks), firstNumber([.end]), firstNumber([]))

func describe(_ t: Token) -> String {
    if case .num(let n) = t, n > 10 { return "big \(n)" }
    if case .num = t { return "small" }
    if case .op("*") = t { return "times" }
    if t == .end { return "END" }
    return "other"
}
print(toks.map(describe))

var it = toks.makeIterator()
var sum = 0
while case .num(let n)? = it.next() { sum += n }
print("leading sum", sum, "stopped after first non-num")

var it2 = toks.makeIterator()
var ops = 0
while let t = it2.next(), t != .end {
    if case .op = t { ops += 1 }
}
print("ops", ops)

let maybes: [Int?] = [1, nil, 3, nil, 5]
for case let x? in maybes { print("some", x) }
for case nil in maybes { print("a nil") }
let pairs: [(Int, String?)] = [(1, "a"), (2, nil), (3, "c")]
for case let (n, s?) in pairs { print(n, s) }
let nested: Int?? = .some(nil)
if case .some(.none) = nested { print("inner nil") }
if case let x?? = Optional(Optional(7)) { print("double", x) }
let point = (3, -3)
if case let (x, y) = point, x == -y { print("anti-diagonal", x) }
guard case 1...5 = 4 else { fatalError() }
print("guard range passed")

// expect: 10
// expect: num 12
// expect: num 3
// expect: num 40
// expect: op +
// expect: op *
// expect: op /
// expect: ["x", "y"]
// expect: 12 -1 -1
// expect: ["big 12", "other", "other", "times", "small", "other", "big 40", "other", "other", "END"]
// expect: leading sum 12 stopped after first non-num
// expect: ops 4
// expect: some 1
// expect: some 3
// expect: some 5
// expect: a nil
// expect: a nil
// expect: 1 a
// expect: 3 c
// expect: inner nil
// expect: double 7
// expect: anti-diagonal 3
// expect: guard range passed
