// Compiler test style: mutual recursion — a recursive-descent parser where expression, term and factor call each other, plus isEven/isOdd
func isEven(_ n: Int) -> Bool { n == 0 ? true : isOdd(n - 1) }
func isOdd(_ n: Int) -> Bool { n == 0 ? false : isEven(n - 1) }
print((0...7).map { isEven($0) ? "e" : "o" }.joined())

struct Parser {
    enum Failure: Error { case unexpected(Character?, at: Int) }
    private let chars: [Character]
    private var pos = 0
    init(_ text: String) { chars = Array(text.filter { $0 != " " }) }

    private var current: Character? { pos < chars.count ? chars[pos] : nil }

    // expression := term (('+' | '-') term)*
    mutating func expression() throws -> Int {
        var value = try term()
        while let c = current, c == "+" || c == "-" {
            pos += 1
            let rhs = try term()
            value = c == "+" ? value + rhs : value - rhs
        }
        return value
    }

    // term := factor (('*' | '/') factor)*
    mutating func term() throws -> Int {
        var value = try factor()
        while let c = current, c == "*" || c == "/" {
            pos += 1
            let rhs = try factor()
            value = c == "*" ? value * rhs : value / rhs
        }
        return value
    }

    // factor := number | '(' expression ')' | '-' factor
    mutating func factor() throws -> Int {
        guard let c = current else { throw Failure.unexpected(nil, at: pos) }
        if c == "-" { pos += 1; return -(try factor()) }
        if c == "(" {
            pos += 1
            let v = try expression()
            guard current == ")" else { throw Failure.unexpected(current, at: pos) }
            pos += 1
            return v
        }
        var digits = ""
        while let d = current, d.isNumber { digits.append(d); pos += 1 }
        guard let n = Int(digits) else { throw Failure.unexpected(c, at: pos) }
        return n
    }

    static func evaluate(_ text: String) -> String {
        var p = Parser(text)
        do {
            let v = try p.expression()
            if let extra = p.current { return "error: trailing '\(extra)' at \(p.pos)" }
            return "\(v)"
        } catch Failure.unexpected(let c, let at) {
            return "error: unexpected \(c.map { "'\($0)'" } ?? "end") at \(at)"
        } catch {
            return "error"
        }
    }
}

for input in ["1 + 2 * 3", "(1 + 2) * 3", "2 * (3 + 4) * 5 - 6 / 2", "-(4 - 10) * -2", "((7))", "3 + ", "(1 + 2", "4 4", "100 / 7 / 2"] {
    print("\(input) => \(Parser.evaluate(input))")
}

// Mutual recursion over a nested structure: Hofstadter female/male sequences
func female(_ n: Int) -> Int { n == 0 ? 1 : n - male(female(n - 1)) }
func male(_ n: Int) -> Int { n == 0 ? 0 : n - female(male(n - 1)) }
print("F: \((0..<12).map(female))")
print("M: \((0..<12).map(male))")

// expect: eoeoeoeo
// expect: 1 + 2 * 3 => 7
// expect: (1 + 2) * 3 => 9
// expect: 2 * (3 + 4) * 5 - 6 / 2 => 67
// expect: -(4 - 10) * -2 => -12
// expect: ((7)) => 7
// expect: 3 +  => error: unexpected end at 2
// expect: (1 + 2 => error: unexpected end at 4
// expect: 4 4 => 44
// expect: 100 / 7 / 2 => 7
// expect: F: [1, 1, 2, 2, 3, 3, 4, 5, 5, 6, 6, 7]
// expect: M: [0, 0, 1, 2, 2, 3, 4, 4, 5, 6, 6, 7]
