// switch with case let, where clauses, tuples, multiple patterns, ranges
enum Token {
    case number(Int)
    case word(String)
    case pair(Int, Int)
}

func classify(_ t: Token) -> String {
    switch t {
    case .number(let n) where n < 0:
        return "negative \(n)"
    case .number(0):
        return "zero"
    case .number(1...9):
        return "digit"
    case .number(let n):
        return "big \(n)"
    case .word(let w) where w.isEmpty:
        return "empty word"
    case .word(let w):
        return "word \(w)"
    case let .pair(a, b) where a == b:
        return "same pair \(a)"
    case .pair(_, let b):
        return "pair ending \(b)"
    }
}

let tokens: [Token] = [.number(-3), .number(0), .number(5), .number(42),
                       .word(""), .word("hi"), .pair(2, 2), .pair(1, 9)]
for t in tokens {
    print(classify(t))
}

// expect: negative -3
// expect: zero
// expect: digit
// expect: big 42
// expect: empty word
// expect: word hi
// expect: same pair 2
// expect: pair ending 9
