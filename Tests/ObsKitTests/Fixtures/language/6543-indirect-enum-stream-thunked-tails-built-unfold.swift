// Functional Swift style (lazy streams): an indirect enum Stream with thunked tails, built with unfold and consumed with take, map, filter and zipWith
indirect enum Stream<A> {
    case empty
    case cons(A, () -> Stream<A>)
}

extension Stream {
    static func unfold<S>(_ seed: S, _ step: @escaping (S) -> (A, S)?) -> Stream<A> {
        guard let (a, next) = step(seed) else { return .empty }
        return .cons(a, { unfold(next, step) })
    }
    func take(_ n: Int) -> [A] {
        var out: [A] = []
        var current = self
        while out.count < n, case let .cons(head, tail) = current {
            out.append(head)
            current = tail()
        }
        return out
    }
    func map<B>(_ f: @escaping (A) -> B) -> Stream<B> {
        switch self {
        case .empty: return .empty
        case let .cons(h, t): return .cons(f(h), { t().map(f) })
        }
    }
    func filter(_ p: @escaping (A) -> Bool) -> Stream<A> {
        var current = self
        while case let .cons(h, t) = current {
            if p(h) { return .cons(h, { t().filter(p) }) }
            current = t()
        }
        return .empty
    }
}

func zipWith<A, B, C>(_ xs: Stream<A>, _ ys: Stream<B>, _ f: @escaping (A, B) -> C) -> Stream<C> {
    guard case let .cons(x, xt) = xs, case let .cons(y, yt) = ys else { return .empty }
    return .cons(f(x, y), { zipWith(xt(), yt(), f) })
}

let naturals = Stream<Int>.unfold(0) { ($0, $0 + 1) }
let fibs = Stream<Int>.unfold((0, 1)) { ($0.0, ($0.1, $0.0 + $0.1)) }
var forced = 0
let traced = Stream<Int>.unfold(1) { n in forced += 1; return (n, n * 2) }

print(naturals.take(8))
print(fibs.map { $0 * $0 }.take(8))
print(naturals.filter { $0 % 7 == 3 }.take(4))
print(zipWith(naturals, fibs) { "\($0):\($1)" }.take(5))
print(Stream<Int>.unfold(5) { $0 == 0 ? nil : ($0, $0 - 1) }.take(100))
let powers = traced.map { $0 + 0 }
print("forced before take:", forced)
print(powers.take(4), "forced:", forced)
print(zipWith(naturals, naturals.map { $0 * $0 }, +).filter { $0 > 20 }.take(3))

// expect: [0, 1, 2, 3, 4, 5, 6, 7]
// expect: [0, 1, 1, 4, 9, 25, 64, 169]
// expect: [3, 10, 17, 24]
// expect: ["0:0", "1:1", "2:1", "3:2", "4:3"]
// expect: [5, 4, 3, 2, 1]
// expect: forced before take: 1
// expect: [1, 2, 4, 8] forced: 5
// expect: [30, 42, 56]
