// Swift Evolution style (SE-0348 buildPartialBlock for result builders): composing text parsers
// known-gap: error: 8965-build-partial-block.swift:78:41: error: binary operator '-' cannot be applied to operands of type '()' and '((((), Int), ()), Int)'
struct Parser<Output> {
    let run: (Substring) -> (Output, Substring)?

    func parse(_ s: String) -> Output? {
        guard let (out, rest) = run(s[...]), rest.isEmpty else { return nil }
        return out
    }
}

func literal(_ text: String) -> Parser<Void> {
    Parser { input in
        input.hasPrefix(text) ? ((), input.dropFirst(text.count)) : nil
    }
}

let number = Parser<Int> { input in
    let digits = input.prefix(while: \.isNumber)
    guard let n = Int(digits) else { return nil }
    return (n, input.dropFirst(digits.count))
}

let word = Parser<String> { input in
    let letters = input.prefix(while: \.isLetter)
    return letters.isEmpty ? nil : (String(letters), input.dropFirst(letters.count))
}

// With buildPartialBlock, two overload families replace 2^N buildBlock overloads
@resultBuilder
enum ParserBuilder {
    static func buildPartialBlock<A>(first: Parser<A>) -> Parser<A> { first }
    static func buildPartialBlock(first: Parser<Void>) -> Parser<Void> { first }

    static func buildPartialBlock<A>(accumulated: Parser<A>, next: Parser<Void>) -> Parser<A> {
        Parser { input in
            guard let (a, rest) = accumulated.run(input), let (_, rest2) = next.run(rest) else { return nil }
            return (a, rest2)
        }
    }

    static func buildPartialBlock<B>(accumulated: Parser<Void>, next: Parser<B>) -> Parser<B> {
        Parser { input in
            guard let (_, rest) = accumulated.run(input), let (b, rest2) = next.run(rest) else { return nil }
            return (b, rest2)
        }
    }

    static func buildPartialBlock<A, B>(accumulated: Parser<A>, next: Parser<B>) -> Parser<(A, B)> {
        Parser { input in
            guard let (a, rest) = accumulated.run(input), let (b, rest2) = next.run(rest) else { return nil }
            return ((a, b), rest2)
        }
    }
}

func parsing<T>(@ParserBuilder _ build: () -> Parser<T>) -> Parser<T> { build() }

// literal(...) outputs are dropped, values are paired up
let assignment = parsing {
    word
    literal(" = ")
    number
}
let range = parsing {
    literal("[")
    number
    literal("..")
    number
    literal("]")
}

if let (name, value) = assignment.parse("width = 640") {
    print("assign \(name) := \(value)")
}
print(assignment.parse("width=640") == nil ? "no match" : "match")
if let (lo, hi) = range.parse("[3..18]") {
    print("range \(lo) to \(hi), span \(hi - lo)")
}

// Nested builders compose: ((String, Int), Int)
let triple = parsing {
    word
    literal(":")
    number
    literal(":")
    number
}
if let ((tag, a), b) = triple.parse("pos:12:7") {
    print(tag, a + b)
}

// expect: assign width := 640
// expect: no match
// expect: range 3 to 18, span 15
// expect: pos 19
