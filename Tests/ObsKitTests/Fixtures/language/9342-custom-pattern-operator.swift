// ~= overloads: predicates, custom ranges, string prefixes, and enum payload matching
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Predicate<T> {
    let test: (T) -> Bool
}
func ~= <T>(p: Predicate<T>, value: T) -> Bool { p.test(value) }

let isEven = Predicate<Int> { $0 % 2 == 0 }
let isNegative = Predicate<Int> { $0 < 0 }

func kind(_ n: Int) -> String {
    switch n {
    case isNegative: return "negative"
    case 0: return "zero"
    case isEven: return "even"
    default: return "odd"
    }
}
print([-4, 0, 6, 7].map(kind))

struct Prefix { let text: String }
func ~= (p: Prefix, s: String) -> Bool { s.hasPrefix(p.text) }

func route(_ path: String) -> String {
    switch path {
    case "/": return "home"
    case Prefix(text: "/api/"): return "api " + path.dropFirst(5)
    case Prefix(text: "/static"): return "file"
    default: return "404"
    }
}
print(["/", "/api/users", "/static/a.css", "/nope"].map(route))

func ~= (range: ClosedRange<Double>, value: Int) -> Bool { range.contains(Double(value)) }
func band(_ n: Int) -> String {
    switch n {
    case 0.0...9.5: return "low"
    case 9.5...99.5: return "mid"
    default: return "high"
    }
}
print([3, 10, 99, 100].map(band))

enum Token: Equatable {
    case number(Int)
    case word(String)
    case symbol(Character)
}
func ~= (pattern: Character, token: Token) -> Bool {
    if case .symbol(let c) = token { return c == pattern }
    return false
}
func ~= (pattern: Range<Int>, token: Token) -> Bool {
    if case .number(let n) = token { return pattern.contains(n) }
    return false
}
let tokens: [Token] = [.number(3), .symbol("+"), .number(40), .word("let"), .symbol("*"), .number(-1)]
for t in tokens {
    switch t {
    case "+", "-": print("additive")
    case "*": print("multiplicative")
    case 0..<10: print("digit")
    case .number(let n) where n >= 10: print("big number", n)
    case .word(let w): print("word", w)
    default: print("other", t)
    }
}

let opt: Int? = Int("8")
switch opt {
case isEven?: print("optional even")
case nil: print("nil")
default: print("optional other")
}
if case isEven = 12 { print("if case predicate matched") }
print(tokens.filter { if case 0..<100 = $0 { return true } else { return false } }.count)

// expect: ["negative", "zero", "even", "odd"]
// expect: ["home", "api users", "file", "404"]
// expect: ["low", "mid", "mid", "high"]
// expect: digit
// expect: additive
// expect: big number 40
// expect: word let
// expect: multiplicative
// expect: other number(-1)
// expect: optional even
// expect: if case predicate matched
// expect: 2
