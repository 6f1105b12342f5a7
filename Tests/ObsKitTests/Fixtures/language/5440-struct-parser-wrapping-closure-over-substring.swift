// Functional Swift blog style (parser combinators): struct Parser<A> wrapping a closure over Substring, map/flatMap, many, <|> choice
struct Parser<A> {
    let run: (inout Substring) -> A?

    func map<B>(_ f: @escaping (A) -> B) -> Parser<B> {
        Parser<B> { input in self.run(&input).map(f) }
    }

    func flatMap<B>(_ f: @escaping (A) -> Parser<B>) -> Parser<B> {
        Parser<B> { input in
            let original = input
            guard let a = self.run(&input), let b = f(a).run(&input) else {
                input = original
                return nil
            }
            return b
        }
    }

    var many: Parser<[A]> {
        Parser<[A]> { input in
            var out: [A] = []
            while let a = self.run(&input) { out.append(a) }
            return out
        }
    }
}

infix operator <|>: LogicalDisjunctionPrecedence
func <|> <A>(lhs: Parser<A>, rhs: Parser<A>) -> Parser<A> {
    Parser { input in lhs.run(&input) ?? rhs.run(&input) }
}

func char(where pred: @escaping (Character) -> Bool) -> Parser<Character> {
    Parser { input in
        guard let c = input.first, pred(c) else { return nil }
        input.removeFirst()
        return c
    }
}

func literal(_ s: String) -> Parser<Void> {
    Parser { input in
        guard input.hasPrefix(s) else { return nil }
        input.removeFirst(s.count)
        return ()
    }
}

let spaces = char(where: { $0 == " " }).many
let int = char(where: { $0.isNumber }).many.flatMap { digits in
    Parser<Int> { _ in digits.isEmpty ? nil : Int(String(digits)) }
}
func token<A>(_ p: Parser<A>) -> Parser<A> { p.flatMap { a in spaces.map { _ in a } } }

let point = token(literal("(")).flatMap { _ in token(int) }.flatMap { x in
    token(literal(",")).flatMap { _ in token(int) }.flatMap { y in
        token(literal(")")).map { _ in (x, y) }
    }
}
let keyword = token(literal("origin")).map { _ in (0, 0) }
let pointList = (point <|> keyword).many

for source in ["(1, 2) (30,4)  origin (5 ,  60)", "(7,8) (9,", "origin origin", "nothing"] {
    var input = source[...]
    let points = pointList.run(&input) ?? []
    print(points.map { "\($0.0):\($0.1)" }.joined(separator: " "), "| rest: '\(input)'")
}
var n = "12345xyz"[...]
print(int.run(&n) ?? -1, n)

// expect: 1:2 30:4 0:0 5:60 | rest: ''
// expect: 7:8 | rest: '(9,'
// expect: 0:0 0:0 | rest: ''
// expect:  | rest: 'nothing'
// expect: 12345 xyz
