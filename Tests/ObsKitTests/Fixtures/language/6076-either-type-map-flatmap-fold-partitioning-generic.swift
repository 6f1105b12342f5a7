// Point-Free style (Either and higher-order functions on enums): an Either type with map/flatMap/fold, partitioning, and a generic zip over optionals and results
// known-gap: needs the compiler check (the callee it chooses); unchecked: line 8: expected "Optional("success(4)=success(\"four\")") failure(main.E.e("no"))", got "success("4=four") failure(main.E.e("no"))"
enum Either<L, R> {
    case left(L)
    case right(R)

    func map<T>(_ f: (R) -> T) -> Either<L, T> {
        switch self { case .left(let l): return .left(l); case .right(let r): return .right(f(r)) }
    }
    func mapLeft<T>(_ f: (L) -> T) -> Either<T, R> {
        switch self { case .left(let l): return .left(f(l)); case .right(let r): return .right(r) }
    }
    func flatMap<T>(_ f: (R) -> Either<L, T>) -> Either<L, T> {
        switch self { case .left(let l): return .left(l); case .right(let r): return f(r) }
    }
    func fold<T>(_ onLeft: (L) -> T, _ onRight: (R) -> T) -> T {
        switch self { case .left(let l): return onLeft(l); case .right(let r): return onRight(r) }
    }
    var right: R? { fold({ _ in nil }, { $0 }) }
}

extension Sequence {
    func partitionMap<L, R>(_ f: (Element) -> Either<L, R>) -> (lefts: [L], rights: [R]) {
        var ls: [L] = [], rs: [R] = []
        for e in self { f(e).fold({ ls.append($0) }, { rs.append($0) }) }
        return (ls, rs)
    }
}

func zip<A, B>(_ a: A?, _ b: B?) -> (A, B)? {
    guard let a, let b else { return nil }
    return (a, b)
}
func zip<A, B, C>(_ a: A?, _ b: B?, _ c: C?) -> (A, B, C)? {
    zip(zip(a, b), c).map { ($0.0, $0.1, $1) }
}
func zip<A, B, E>(_ a: Result<A, E>, _ b: Result<B, E>) -> Result<(A, B), E> {
    a.flatMap { x in b.map { y in (x, y) } }
}

func parse(_ s: String) -> Either<String, Int> { Int(s).map(Either.right) ?? .left("bad '\(s)'") }
let inputs = ["12", "x", "7", "", "30"]
let (errors, numbers) = inputs.partitionMap(parse)
print(errors, numbers)
print(parse("21").map { $0 * 2 }.fold({ "error: \($0)" }, { "value: \($0)" }))
print(parse("q").mapLeft { $0.count }.fold(String.init, { "\($0)" }))
print(parse("8").flatMap { $0 > 5 ? .right($0) : .left("too small") }.right as Any)
print(parse("3").flatMap { $0 > 5 ? .right($0) : .left("too small") }.fold({ $0 }, String.init))
print(zip(Int("1"), Int("2")).map { $0 + $1 } as Any, zip(Int("1"), Int("z")) as Any)
print(zip("a" as String?, 2 as Int?, true as Bool?).map { "\($0)\($1)\($2)" } ?? "none")
enum E: Error { case e(String) }
let r1: Result<Int, E> = .success(4), r2: Result<String, E> = .success("four"), r3: Result<Int, E> = .failure(.e("no"))
print(zip(r1, r2).map { "\($0)=\($1)" }, zip(r1, r3).map { $0 + $1 })

// expect: ["bad \'x\'", "bad \'\'"] [12, 7, 30]
// expect: value: 42
// expect: 7
// expect: Optional(8)
// expect: too small
// expect: Optional(3) nil
// expect: a2true
// expect: Optional("success(4)=success(\"four\")") failure(main.E.e("no"))
