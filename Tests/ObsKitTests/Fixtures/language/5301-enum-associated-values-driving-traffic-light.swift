// Swift Forums style (state machine): an enum with associated values driving a traffic-light and a parser state machine
enum TrafficLight: CaseIterable {
    case red, green, yellow
    var next: TrafficLight {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
    var duration: Int {
        switch self { case .red: 30; case .green: 25; case .yellow: 5 }
    }
}

var light = TrafficLight.red
var timeline: [String] = []
var t = 0
for _ in 0..<5 {
    timeline.append("\(t):\(light)")
    t += light.duration
    light = light.next
}
print(timeline.joined(separator: " "))

enum LexState: Equatable {
    case idle
    case inNumber(String)
    case inWord(String)
}

enum Token: Equatable, CustomStringConvertible {
    case number(Int), word(String), symbol(Character)
    var description: String {
        switch self {
        case .number(let n): "num(\(n))"
        case .word(let w): "word(\(w))"
        case .symbol(let c): "sym(\(c))"
        }
    }
}

func tokenize(_ s: String) -> [Token] {
    var state = LexState.idle
    var tokens: [Token] = []
    func flush() {
        switch state {
        case .idle: break
        case .inNumber(let digits): tokens.append(.number(Int(digits)!))
        case .inWord(let w): tokens.append(.word(w))
        }
        state = .idle
    }
    for ch in s {
        switch (state, ch) {
        case (.inNumber(let d), _) where ch.isNumber: state = .inNumber(d + String(ch))
        case (.inWord(let w), _) where ch.isLetter || ch.isNumber: state = .inWord(w + String(ch))
        case (_, _) where ch.isNumber: flush(); state = .inNumber(String(ch))
        case (_, _) where ch.isLetter: flush(); state = .inWord(String(ch))
        case (_, " "): flush()
        default: flush(); tokens.append(.symbol(ch))
        }
    }
    flush()
    return tokens
}

let toks = tokenize("let x1 = 42 + y*(7-3);")
print(toks)
print(toks.count, toks.filter { if case .symbol = $0 { return true } else { return false } }.count)
let sum = toks.reduce(0) { acc, tok in
    if case .number(let n) = tok { return acc + n }
    return acc
}
print("numbers sum:", sum)
print(tokenize("abc123 456def"), tokenize(""))
print(LexState.inWord("a") == .inWord("a"), LexState.idle == .inNumber(""))

// expect: 0:red 30:green 55:yellow 60:red 90:green
// expect: [word(let), word(x1), sym(=), num(42), sym(+), word(y), sym(*), sym((), num(7), sym(-), num(3), sym()), sym(;)]
// expect: 13 7
// expect: numbers sum: 52
// expect: [word(abc123), num(456), word(def)] []
// expect: true false
