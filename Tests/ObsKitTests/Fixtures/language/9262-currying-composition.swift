// currying-composition
// expected output: swiftc 6.3.1 (Linux), run on this machine
precedencegroup CompositionPrecedence {
    associativity: left
    higherThan: PipePrecedence
}
precedencegroup PipePrecedence {
    associativity: left
    higherThan: AssignmentPrecedence
}
infix operator >>> : CompositionPrecedence
infix operator |> : PipePrecedence

func >>> <A, B, C>(f: @escaping (A) -> B, g: @escaping (B) -> C) -> (A) -> C { { g(f($0)) } }
func |> <A, B>(x: A, f: (A) -> B) -> B { f(x) }

func curry<A, B, C>(_ f: @escaping (A, B) -> C) -> (A) -> (B) -> C { { a in { b in f(a, b) } } }
func uncurry<A, B, C>(_ f: @escaping (A) -> (B) -> C) -> (A, B) -> C { { f($0)($1) } }
func flip<A, B, C>(_ f: @escaping (A) -> (B) -> C) -> (B) -> (A) -> C { { b in { a in f(a)(b) } } }

let add = curry(+) as (Int) -> (Int) -> Int
let add5 = add(5)
print(add5(10), add(1)(2))
let sub = curry { (a: Int, b: Int) in a - b }
print(sub(10)(3), flip(sub)(10)(3))
print(uncurry(sub)(20, 5))

let double = { (x: Int) in x * 2 }
let square = { (x: Int) in x * x }
let describe = { (x: Int) in "<\(x)>" }
let pipeline = double >>> square >>> describe
print(pipeline(3), (square >>> double >>> describe)(3))
print(3 |> double |> square, 4 |> double >>> describe)

let shout = { (s: String) in s.uppercased() }
let exclaim = { (s: String) in s + "!" }
let count = { (s: String) in s.count }
print(["hi", "hey"].map(shout >>> exclaim), ["abc", "de"].map(exclaim >>> count))

let up = String.uppercased
print(up("curried")())
let hasPrefix = String.hasPrefix
print(hasPrefix("swiftly")("swift"), hasPrefix("swiftly")("x"))
let advance = 10.advanced(by:)
print(advance(5), [1, 2, 3].map(7.advanced(by:)))

struct Multiplier {
    let factor: Int
    func apply(_ x: Int) -> Int { x * factor }
}
let applyTriple = Multiplier(factor: 3).apply
let unbound = Multiplier.apply
print(applyTriple(4), unbound(Multiplier(factor: 5))(4))

func compose<T>(_ fs: [(T) -> T]) -> (T) -> T { fs.reduce({ $0 }, >>>) }
print(compose([double, square, { $0 + 1 }])(2), compose([(String) -> String]())("identity"))

func adder(_ a: Int) -> (Int) -> (Int) -> Int { { b in { c in a + b + c } } }
print(adder(1)(2)(3), [1, 2, 3].map(adder(100)(10)))

func memoize<In: Hashable, Out>(_ f: @escaping (In) -> Out) -> (In) -> Out {
    var cache: [In: Out] = [:]
    return { x in
        if let hit = cache[x] { return hit }
        let v = f(x); cache[x] = v; return v
    }
}
var slowCalls = 0
let slowSquare = memoize { (x: Int) -> Int in slowCalls += 1; return x * x }
print([3, 4, 3, 3, 4].map(slowSquare), slowCalls)

// expect: 15 3
// expect: 7 -7
// expect: 15
// expect: <36> <18>
// expect: 36 <8>
// expect: ["HI!", "HEY!"] [4, 3]
// expect: CURRIED
// expect: true false
// expect: 15 [8, 9, 10]
// expect: 12 20
// expect: 17 identity
// expect: 6 [111, 112, 113]
// expect: [9, 16, 9, 9, 16] 2
