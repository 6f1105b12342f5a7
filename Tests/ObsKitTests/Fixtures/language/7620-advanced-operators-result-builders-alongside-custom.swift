// Swift book style (Advanced Operators): result builders alongside custom operators for a tiny DSL
precedencegroup PipePrecedence {
    associativity: left
    lowerThan: TernaryPrecedence
}
infix operator |>: PipePrecedence
func |> <A, B>(value: A, f: (A) -> B) -> B { f(value) }
infix operator >>>: MultiplicationPrecedence
func >>> <A, B, C>(f: @escaping (A) -> B, g: @escaping (B) -> C) -> (A) -> C {
    { g(f($0)) }
}
@resultBuilder
struct LinesBuilder {
    static func buildBlock(_ parts: String...) -> [String] { parts }
    static func buildOptional(_ part: [String]?) -> String { part?.joined(separator: "+") ?? "none" }
    static func buildExpression(_ s: String) -> String { s }
    static func buildExpression(_ n: Int) -> String { "#\(n)" }
    static func buildEither(first: [String]) -> String { first.joined() }
    static func buildEither(second: [String]) -> String { second.joined() }
}
func lines(@LinesBuilder _ content: () -> [String]) -> [String] { content() }
let double = { (x: Int) in x * 2 }
let inc = { (x: Int) in x + 1 }
print(5 |> double |> inc)
print(5 |> (double >>> inc >>> String.init))
print([3, 1, 2] |> { $0.sorted() } |> { $0.map(String.init).joined() })
let flag = true
let built = lines {
    "header"
    42
    if flag { "yes" } else { "no" }
}
print(built)
let describe = { (n: Int) in "\(n)" } >>> { $0.count }
print(describe(12345))
// expect: 11
// expect: 11
// expect: 123
// expect: ["header", "#42", "yes"]
// expect: 5
