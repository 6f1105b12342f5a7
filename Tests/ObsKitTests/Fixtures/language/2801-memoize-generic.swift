// Compiler test style: generic memoize with a dictionary cache and recursive memoization
var calls = 0
func memoize<In: Hashable, Out>(_ f: @escaping (In) -> Out) -> (In) -> Out {
    var cache: [In: Out] = [:]
    return { input in
        if let hit = cache[input] { return hit }
        let v = f(input)
        cache[input] = v
        return v
    }
}

let slowSquare: (Int) -> Int = { calls += 1; return $0 * $0 }
let fastSquare = memoize(slowSquare)
print(fastSquare(4), fastSquare(4), fastSquare(5), calls)
let other = memoize(slowSquare)
print(other(4), calls)

func memoizeRec<In: Hashable, Out>(_ body: @escaping ((In) -> Out, In) -> Out) -> (In) -> Out {
    var cache: [In: Out] = [:]
    func wrapped(_ x: In) -> Out {
        if let h = cache[x] { return h }
        let r = body(wrapped, x)
        cache[x] = r
        return r
    }
    return wrapped
}
var bodyCalls = 0
let fib = memoizeRec { (fib: (Int) -> Int, n: Int) -> Int in
    bodyCalls += 1
    return n < 2 ? n : fib(n - 1) + fib(n - 2)
}
print(fib(60), bodyCalls)
print(fib(61), bodyCalls)

struct Key: Hashable { let a: Int; let b: String }
let joined = memoize { (k: Key) -> String in calls += 1; return "\(k.b)\(k.a)" }
print(joined(Key(a: 1, b: "x")), joined(Key(a: 1, b: "x")), joined(Key(a: 2, b: "x")), calls)
// expect: 16 16 25 2
// expect: 16 3
// expect: 1548008755920 61
// expect: 2504730781961 62
// expect: x1 x1 x2 5
