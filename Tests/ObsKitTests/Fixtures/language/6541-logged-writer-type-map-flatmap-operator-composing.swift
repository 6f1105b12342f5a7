// Point-Free style (logging effects): a Logged<A> writer type with map and flatMap, and a >=> operator composing functions that return logs
// known-gap: line 8: expected "[0, 2, 4] 0", got "[0, 2, 4] 2"
precedencegroup EffectfulComposition {
    associativity: left
    higherThan: AssignmentPrecedence
}
infix operator >=>: EffectfulComposition

struct Logged<A> {
    let value: A
    let logs: [String]

    func map<B>(_ f: (A) -> B) -> Logged<B> {
        Logged<B>(value: f(value), logs: logs)
    }
    func flatMap<B>(_ f: (A) -> Logged<B>) -> Logged<B> {
        let next = f(value)
        return Logged<B>(value: next.value, logs: logs + next.logs)
    }
}

func >=> <A, B, C>(f: @escaping (A) -> Logged<B>, g: @escaping (B) -> Logged<C>) -> (A) -> Logged<C> {
    { a in f(a).flatMap(g) }
}

func pure<A>(_ a: A) -> Logged<A> { Logged(value: a, logs: []) }

func square(_ x: Int) -> Logged<Int> {
    Logged(value: x * x, logs: ["squared \(x) to \(x * x)"])
}
func halve(_ x: Int) -> Logged<Int> {
    Logged(value: x / 2, logs: ["halved \(x)" + (x % 2 == 0 ? "" : " (dropped a remainder)")])
}
func label(_ x: Int) -> Logged<String> {
    Logged(value: "#\(x)", logs: ["labelled \(x)"])
}

let process = square >=> halve >=> square >=> label
let result = process(3)
print(result.value)
result.logs.enumerated().forEach { print("  \($0.offset + 1). \($0.element)") }

let quiet = pure(10).map { $0 + 1 }.flatMap(halve)
print(quiet.value, quiet.logs)

let steps: [(Int) -> Logged<Int>] = [square, halve, halve, square]
let chained = steps.reduce(pure) { $0 >=> $1 }
let run = chained(6)
print(run.value, run.logs.count, run.logs.last ?? "")

let totals = [1, 2, 3].map(square >=> halve)
print(totals.map(\.value), totals.flatMap(\.logs).filter { $0.contains("remainder") }.count)

// expect: #16
// expect:   1. squared 3 to 9
// expect:   2. halved 9 (dropped a remainder)
// expect:   3. squared 4 to 16
// expect:   4. labelled 16
// expect: 5 ["halved 11 (dropped a remainder)"]
// expect: 81 4 squared 9 to 81
// expect: [0, 2, 4] 0
