// Stack Overflow style (memoization with generic Hashable keys): a generic cache wrapping a recursive closure
final class Memo<Input: Hashable, Output> {
    private var cache: [Input: Output] = [:]
    private(set) var hits = 0
    private(set) var misses = 0
    private var body: ((Input) -> Output)!

    init(_ f: @escaping (Memo<Input, Output>, Input) -> Output) {
        body = { [unowned self] x in f(self, x) }
    }

    func callAsFunction(_ x: Input) -> Output {
        if let v = cache[x] { hits += 1; return v }
        misses += 1
        let v = body(x)
        cache[x] = v
        return v
    }
}

let fib = Memo<Int, Int> { me, n in n < 2 ? n : me(n - 1) + me(n - 2) }
print(fib(40), fib.hits, fib.misses)

struct Grid: Hashable { let r: Int, c: Int }
let paths = Memo<Grid, Int> { me, g in
    if g.r == 0 || g.c == 0 { return 1 }
    return me(Grid(r: g.r - 1, c: g.c)) + me(Grid(r: g.r, c: g.c - 1))
}
print(paths(Grid(r: 8, c: 8)), paths.misses)

let words = Memo<String, [String]> { me, s in
    s.count <= 1 ? [s] : me(String(s.dropFirst())) + [s]
}
print(words("abcd"), words("bcd"), words.hits)
print(type(of: fib))
func memoized<A: Hashable, B>(_ f: @escaping (A) -> B) -> Memo<A, B> { Memo { _, x in f(x) } }
let square = memoized { (x: Int) in x * x }
print(square(9), square(9), square.hits, square.misses)
let shout = memoized { (s: String) in s.uppercased() + "!" }
print(shout("hi"), type(of: shout))

// expect: 102334155 38 41
// expect: 12870 80
// expect: ["d", "cd", "bcd", "abcd"] ["d", "cd", "bcd"] 1
// expect: Memo<Int, Int>
// expect: 81 81 1 1
// expect: HI! Memo<String, String>
