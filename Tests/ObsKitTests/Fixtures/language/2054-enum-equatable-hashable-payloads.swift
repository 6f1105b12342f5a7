// Compiler test style: synthesized Equatable, Hashable and Comparable for enums with associated values
enum Token: Hashable {
    case number(Int)
    case ident(String)
    case op(Character)
    case pair(Int, Int)
    case eof
}

enum Priority: Comparable {
    case low
    case medium(Int)
    case high(reason: String)
}

let t1 = Token.number(3)
let t2 = Token.number(3)
let t3 = Token.number(4)
print(t1 == t2, t1 == t3, Token.eof == .eof)
print(Token.pair(1, 2) == .pair(1, 2), Token.pair(1, 2) == .pair(2, 1))
print(Token.ident("x") != .op("x"))

let stream: [Token] = [.ident("a"), .op("+"), .number(1), .ident("a"), .number(1), .eof, .op("+"), .pair(0, 0)]
var seen = Set<Token>()
var unique: [Token] = []
for t in stream where seen.insert(t).inserted {
    unique.append(t)
}
print(unique.count, stream.count)
for t in unique { print(t) }

var freq: [Token: Int] = [:]
for t in stream { freq[t, default: 0] += 1 }
print(freq[.ident("a")]!, freq[.number(1)]!, freq[.eof]!, freq[.number(99)] ?? 0)

let priorities: [Priority] = [.high(reason: "b"), .low, .medium(5), .high(reason: "a"), .medium(2), .low]
print(priorities.sorted())
print(Priority.low < .medium(0), Priority.medium(9) < .high(reason: ""), Priority.medium(3) < .medium(2))
print(priorities.max()!, priorities.min()!)
print(priorities.firstIndex(of: .medium(2))!, priorities.contains(.high(reason: "c")))

// expect: true false true
// expect: true false
// expect: true
// expect: 5 8
// expect: ident("a")
// expect: op("+")
// expect: number(1)
// expect: eof
// expect: pair(0, 0)
// expect: 2 2 1 0
// expect: [main.Priority.low, main.Priority.low, main.Priority.medium(2), main.Priority.medium(5), main.Priority.high(reason: "a"), main.Priority.high(reason: "b")]
// expect: true true false
// expect: high(reason: "b") low
// expect: 4 false
