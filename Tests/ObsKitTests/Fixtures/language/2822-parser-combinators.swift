// Compiler test style: tiny parser combinators built from generic closure-wrapping structs
struct Parser<T> {
    let run: (inout Substring) -> T?
    func map<U>(_ f: @escaping (T) -> U) -> Parser<U> {
        Parser<U> { input in run(&input).map(f) }
    }
    func flatMap<U>(_ f: @escaping (T) -> Parser<U>) -> Parser<U> {
        Parser<U> { input in
            let original = input
            guard let t = run(&input), let u = f(t).run(&input) else { input = original; return nil }
            return u
        }
    }
}
func char(_ pred: @escaping (Character) -> Bool) -> Parser<Character> {
    Parser { input in
        guard let c = input.first, pred(c) else { return nil }
        input.removeFirst()
        return c
    }
}
func many<T>(_ p: Parser<T>) -> Parser<[T]> {
    Parser { input in
        var out: [T] = []
        while let t = p.run(&input) { out.append(t) }
        return out
    }
}
func literal(_ c: Character) -> Parser<Void> { char { $0 == c }.map { _ in () } }

let digit = char { $0.isNumber }
let number = many(digit).flatMap { ds in
    Parser<Int> { _ in ds.isEmpty ? nil : Int(String(ds)) }
}
let pair = number.flatMap { a in literal(",").flatMap { _ in number.map { b in (a, b) } } }
let list = many(pair.flatMap { p in many(literal(" ")).map { _ in p } })

var input: Substring = "12,34 5,6  78,9 x"
let parsed = list.run(&input)!
print(parsed.map { "\($0.0)+\($0.1)=\($0.0 + $0.1)" })
print("rest: [\(input)]")
var bad: Substring = "12;3"
print(pair.run(&bad) == nil, bad)
var nums: Substring = "007abc"
print(number.run(&nums)!, nums)
// expect: ["12+34=46", "5+6=11", "78+9=87"]
// expect: rest: [x]
// expect: true 12;3
// expect: 7 abc
