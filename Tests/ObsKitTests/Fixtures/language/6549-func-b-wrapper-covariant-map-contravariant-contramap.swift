// Point-Free style (variance): a Func<A, B> wrapper with covariant map, contravariant contramap and dimap, plus composition of wrapped functions
struct Func<A, B> {
    let apply: (A) -> B

    func map<C>(_ f: @escaping (B) -> C) -> Func<A, C> {
        Func<A, C> { f(self.apply($0)) }
    }
    func contramap<Z>(_ f: @escaping (Z) -> A) -> Func<Z, B> {
        Func<Z, B> { self.apply(f($0)) }
    }
    func dimap<Z, C>(_ pre: @escaping (Z) -> A, _ post: @escaping (B) -> C) -> Func<Z, C> {
        contramap(pre).map(post)
    }
    func then<C>(_ next: Func<B, C>) -> Func<A, C> {
        Func<A, C> { next.apply(self.apply($0)) }
    }
}

extension Func where A == B {
    static var identity: Func { Func { $0 } }
}

let isLong = Func<String, Bool> { $0.count > 4 }
let yesNo = isLong.map { $0 ? "yes" : "no" }
print(["tea", "coffee"].map(yesNo.apply))

let numberIsLong = isLong.contramap { (n: Int) in String(n) }
print([99, 12345, -1000].map(numberIsLong.apply))

let scoreLabel = Func<Int, String> { "\($0) pts" }.dimap({ (s: String) in s.count }, { "[" + $0 + "]" })
print(["a", "hello"].map(scoreLabel.apply))

let double = Func<Int, Int> { $0 * 2 }
let describe = Func<Int, String> { "n=\($0)" }
let pipeline = double.then(double).then(describe).map { $0.uppercased() }
print((1...3).map(pipeline.apply))
print(Func<Int, Int>.identity.then(double).apply(21), Func<String, String>.identity.map { $0 + "!" }.apply("id"))

struct Temperature { let celsius: Double }
let fahrenheit = Func<Double, Double> { $0 * 9 / 5 + 32 }
let report = fahrenheit.dimap(\Temperature.celsius, { "\(Int($0))F" })
print([Temperature(celsius: 0), Temperature(celsius: 37), Temperature(celsius: -40)].map(report.apply))

let chain = [Func<Int, Int> { $0 + 1 }, Func { $0 * 3 }, Func { $0 - 2 }].reduce(Func.identity) { $0.then($1) }
print(chain.apply(5), chain.contramap { (s: String) in s.count }.apply("four"))

// expect: ["no", "yes"]
// expect: [false, true, true]
// expect: ["[1 pts]", "[5 pts]"]
// expect: ["N=4", "N=8", "N=12"]
// expect: 42 id!
// expect: ["32F", "98F", "-40F"]
// expect: 16 13
