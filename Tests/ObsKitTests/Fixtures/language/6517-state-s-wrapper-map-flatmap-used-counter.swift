// Functional Swift style (state threading): a State<S, A> wrapper with map and flatMap, used for a counter and a stack machine
struct State<S, A> {
    let run: (S) -> (A, S)

    func map<B>(_ f: @escaping (A) -> B) -> State<S, B> {
        State<S, B> { s in
            let (a, s1) = self.run(s)
            return (f(a), s1)
        }
    }
    func flatMap<B>(_ f: @escaping (A) -> State<S, B>) -> State<S, B> {
        State<S, B> { s in
            let (a, s1) = self.run(s)
            return f(a).run(s1)
        }
    }
}

func get<S>() -> State<S, S> { State { s in (s, s) } }
func put<S>(_ new: S) -> State<S, Void> { State { _ in ((), new) } }
func modify<S>(_ f: @escaping (S) -> S) -> State<S, Void> { State { s in ((), f(s)) } }

func fresh(_ prefix: String) -> State<Int, String> {
    get().flatMap { (n: Int) in put(n + 1).map { "\(prefix)\(n)" } }
}

let three = fresh("x").flatMap { a in fresh("y").flatMap { b in fresh("x").map { c in [a, b, c] } } }
let (names, next) = three.run(0)
print(names, next)
print(three.run(10).0)

typealias Stack = [Int]
func push(_ x: Int) -> State<Stack, Void> { modify { $0 + [x] } }
let pop: State<Stack, Int> = State { s in (s.last ?? 0, Array(s.dropLast())) }
func binary(_ op: @escaping (Int, Int) -> Int) -> State<Stack, Void> {
    pop.flatMap { b in pop.flatMap { a in push(op(a, b)) } }
}

let program = push(3)
    .flatMap { push(4) }
    .flatMap { binary(+) }
    .flatMap { push(5) }
    .flatMap { binary(*) }
    .flatMap { get() }
let (stack, final) = program.run([])
print(stack, final)
let sequenced = [push(1), push(2), push(3), binary(-), binary(*)].reduce(State<Stack, Void> { ((), $0) }) { acc, step in acc.flatMap { step } }
print(sequenced.run([]).1)

// expect: ["x0", "y1", "x2"] 3
// expect: ["x10", "y11", "x12"]
// expect: [35] [35]
// expect: [-1]
