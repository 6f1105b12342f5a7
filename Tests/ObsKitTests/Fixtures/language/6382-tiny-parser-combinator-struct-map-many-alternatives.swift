// Swift Talk style (Parsing): a tiny parser-combinator struct with map, many and alternatives, parsing arithmetic with precedence
struct Parser<A> {
    let run: (inout Substring) -> A?

    func map<B>(_ f: @escaping (A) -> B) -> Parser<B> {
        Parser<B> { input in run(&input).map(f) }
    }
    var many: Parser<[A]> {
        Parser<[A]> { input in
            var results: [A] = []
            while let r = self.run(&input) { results.append(r) }
            return results
        }
    }
    func followed<B>(by other: Parser<B>) -> Parser<(A, B)> {
        Parser<(A, B)> { input in
            let saved = input
            guard let a = self.run(&input) else { return nil }
            guard let b = other.run(&input) else { input = saved; return nil }
            return (a, b)
        }
    }
}
func char(_ predicate: @escaping (Character) -> Bool) -> Parser<Character> {
    Parser { input in
        guard let c = input.first, predicate(c) else { return nil }
        input.removeFirst()
        return c
    }
}
func literal(_ c: Character) -> Parser<Character> { char { $0 == c } }

let digit = char { $0.isNumber }
let number = digit.followed(by: digit.many).map { Int(String([$0.0] + $0.1))! }

func chainLeft(_ operand: Parser<Int>, _ op: Character, _ f: @escaping (Int, Int) -> Int) -> Parser<Int> {
    operand.followed(by: literal(op).followed(by: operand).many).map { first, rest in
        rest.reduce(first) { acc, pair in f(acc, pair.1) }
    }
}
let product = chainLeft(number, "*", *)
let sum = chainLeft(product, "+", +)

for text in ["2+3*4", "10*10+1", "7", "1+2+3*2*2", "x+1", "3+"] {
    var input = text[...]
    if let value = sum.run(&input) {
        print(text, "=", value, "rest: \"\(input)\"")
    } else {
        print(text, "no parse")
    }
}
var digits = "123abc"[...]
print(digit.many.run(&digits)!, digits)
var empty = ""[...]
print(number.run(&empty) as Any, digit.many.run(&empty)!)

// expect: 2+3*4 = 14 rest: ""
// expect: 10*10+1 = 101 rest: ""
// expect: 7 = 7 rest: ""
// expect: 1+2+3*2*2 = 15 rest: ""
// expect: x+1 no parse
// expect: 3+ = 3 rest: "+"
// expect: ["1", "2", "3"] abc
// expect: nil []
