// Sundell style (dynamic callable numbers): a polynomial and a summing function with withArguments
@dynamicCallable
struct Adder {
    var base: Int
    func dynamicallyCall(withArguments values: [Int]) -> Int {
        values.reduce(base, +)
    }
}

@dynamicCallable
struct Polynomial {
    let coefficients: [Double]
    func dynamicallyCall(withArguments xs: [Double]) -> [Double] {
        xs.map { x in
            coefficients.reversed().reduce(0.0) { $0 * x + $1 }
        }
    }
}

@dynamicCallable
final class Logger {
    var lines: [String] = []
    @discardableResult
    func dynamicallyCall(withKeywordArguments pairs: KeyValuePairs<String, Int>) -> Int {
        for (k, v) in pairs { lines.append("\(k.isEmpty ? "_" : k)=\(v)") }
        return pairs.count
    }
}

let add = Adder(base: 100)
print(add(1, 2, 3))
print(add())
let sq = Polynomial(coefficients: [1, 0, 1])
print(sq(0, 1, 2, 3))
let log = Logger()
log(a: 1, b: 2)
let n = log(3, c: 4)
print(n, log.lines)
// expect: 106
// expect: 100
// expect: [1.0, 2.0, 5.0, 10.0]
// expect: 2 ["a=1", "b=2", "_=3", "c=4"]
