// Rosetta Code style (Y combinator): fixed-point combinator with closures for factorial and fibonacci
struct RecursiveFunc<F> {
    let call: (RecursiveFunc<F>) -> F
}
func Y<A, B>(_ f: @escaping (@escaping (A) -> B) -> (A) -> B) -> (A) -> B {
    let r = RecursiveFunc<(A) -> B> { w in f { w.call(w)($0) } }
    return r.call(r)
}
let factorial: (Int) -> Int = Y { recur in { n in n <= 1 ? 1 : n * recur(n - 1) } }
let fibonacci: (Int) -> Int = Y { recur in { n in n < 2 ? n : recur(n - 1) + recur(n - 2) } }
print("factorials:", (0...10).map(factorial))
print("fibonacci:", (0...15).map(fibonacci))
func fix<T>(_ f: @escaping (@escaping (T) -> T) -> (T) -> T) -> (T) -> T {
    return { x in f(fix(f))(x) }
}
let gcd: ((Int, Int)) -> (Int, Int) = fix { recur in
    { pair in pair.1 == 0 ? pair : recur((pair.1, pair.0 % pair.1)) }
}
print("gcd(1071, 462) =", gcd((1071, 462)).0)
let sumDigits = Y { (recur: @escaping (Int) -> Int) in { (n: Int) -> Int in n == 0 ? 0 : n % 10 + recur(n / 10) } }
print("digit sum of 987654321:", sumDigits(987654321))
// expect: factorials: [1, 1, 2, 6, 24, 120, 720, 5040, 40320, 362880, 3628800]
// expect: fibonacci: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610]
// expect: gcd(1071, 462) = 21
// expect: digit sum of 987654321: 45
