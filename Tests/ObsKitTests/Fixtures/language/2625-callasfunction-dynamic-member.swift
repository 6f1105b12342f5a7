// Compiler test style: generic callAsFunction and @dynamicMemberLookup with key-path subscripts on generic wrappers
@dynamicMemberLookup
struct Lens<Root> {
    var root: Root
    subscript<V>(dynamicMember kp: KeyPath<Root, V>) -> V { root[keyPath: kp] }
    func callAsFunction<V>(_ kp: KeyPath<Root, V>) -> V { root[keyPath: kp] }
}

struct Polynomial<T: Numeric> {
    var coeffs: [T]
    func callAsFunction(_ x: T) -> T {
        coeffs.reversed().reduce(0) { $0 * x + $1 }
    }
    func callAsFunction(derivativeAt x: T) -> T {
        var result: T = 0
        var power: T = 1
        for (i, c) in coeffs.enumerated().dropFirst() {
            var k: T = 0
            for _ in 0..<i { k += 1 }
            result += k * c * power
            power *= x
        }
        return result
    }
}

struct Config { var name: String; var port: Int; var tags: [String] }

let lens = Lens(root: Config(name: "srv", port: 8080, tags: ["a", "b"]))
print(lens.name, lens.port, lens.tags.count)
print(lens(\.port) + 1)
print(lens.tags.first ?? "-")
let p = Polynomial(coeffs: [1, 2, 3])
print(p(2), p(0), p(derivativeAt: 2))
let pd = Polynomial<Double>(coeffs: [0.5, 0, 1])
print(pd(3), pd(derivativeAt: 1.5))
let nested = Lens(root: lens)
print(nested.root.name)
print(type(of: nested))
// expect: srv 8080 2
// expect: 8081
// expect: a
// expect: 17 1 14
// expect: 9.5 3.0
// expect: srv
// expect: Lens<Lens<Config>>
