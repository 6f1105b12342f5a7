// A generic enum inside another enum's payload, a tuple, an optional or an array keeps its generic arguments when
// printed: print and String(describing:) show the payload's qualified type with its arguments, debugPrint and
// String(reflecting:) also the outer one's; dump's headers have them too (an explicit Result<Int, E>.failure(...) as well).
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
enum E: Error { case x }
struct G<T> { var v: T }
enum Wrap<T> { case one(T), none }
let nested: Result<Result<Int, E>, E> = .success(.failure(.x))
print(nested)
debugPrint(nested)
print(String(reflecting: nested))
print(String(describing: nested))
print("\(nested)")
dump(nested)
let opt: Optional<Result<Int, E>> = .success(3)
print(opt as Any)
print([Result<Int, E>.success(1)])
let w: Wrap<Wrap<String>> = .one(.one("s"))
print(w)
debugPrint(w)
let w2: Wrap<G<Int>> = .one(G(v: 2))
print(w2)
let t = (Result<Int, E>.failure(.x), 1)
print(t)
let arr: [Wrap<Int>] = [.one(1), .none]
print(arr)
debugPrint(arr)
print(Wrap<Wrap<Int>>.one(.none))
dump(Result<Result<Int, E>, E>.success(.failure(.x)))
dump(Wrap<G<Int>>.one(G(v: 2)))
dump(G(v: Wrap<Int>.none))
dump(E.x)

// expect: success(Swift.Result<Swift.Int, main.E>.failure(main.E.x))
// expect: Swift.Result<Swift.Result<Swift.Int, main.E>, main.E>.success(Swift.Result<Swift.Int, main.E>.failure(main.E.x))
// expect: Swift.Result<Swift.Result<Swift.Int, main.E>, main.E>.success(Swift.Result<Swift.Int, main.E>.failure(main.E.x))
// expect: success(Swift.Result<Swift.Int, main.E>.failure(main.E.x))
// expect: success(Swift.Result<Swift.Int, main.E>.failure(main.E.x))
// expect: ▿ Swift.Result<Swift.Result<Swift.Int, main.E>, main.E>.success
// expect:   ▿ success: Swift.Result<Swift.Int, main.E>.failure
// expect:     - failure: main.E.x
// expect: Optional(Swift.Result<Swift.Int, main.E>.success(3))
// expect: [Swift.Result<Swift.Int, main.E>.success(1)]
// expect: one(main.Wrap<Swift.String>.one("s"))
// expect: main.Wrap<main.Wrap<Swift.String>>.one(main.Wrap<Swift.String>.one("s"))
// expect: one(main.G<Swift.Int>(v: 2))
// expect: (Swift.Result<Swift.Int, main.E>.failure(main.E.x), 1)
// expect: [main.Wrap<Swift.Int>.one(1), main.Wrap<Swift.Int>.none]
// expect: [main.Wrap<Swift.Int>.one(1), main.Wrap<Swift.Int>.none]
// expect: one(main.Wrap<Swift.Int>.none)
// expect: ▿ Swift.Result<Swift.Result<Swift.Int, main.E>, main.E>.success
// expect:   ▿ success: Swift.Result<Swift.Int, main.E>.failure
// expect:     - failure: main.E.x
// expect: ▿ main.Wrap<main.G<Swift.Int>>.one
// expect:   ▿ one: main.G<Swift.Int>
// expect:     - v: 2
// expect: ▿ main.G<main.Wrap<Swift.Int>>
// expect:   - v: main.Wrap<Swift.Int>.none
// expect: - main.E.x
