// Stack Overflow answer style (closures capture variables, not values): counter factories, escaping closure arrays, capture lists
func makeCounter(step: Int) -> () -> Int {
    var total = 0
    return {
        total += step
        return total
    }
}

let byOne = makeCounter(step: 1)
let byTen = makeCounter(step: 10)
print(byOne(), byOne(), byTen(), byOne(), byTen())

var handlers: [() -> String] = []
for i in 1...3 {
    handlers.append { "handler \(i)" }
}
print(handlers.map { $0() })

var x = 1
let captured = { [x] in "captured \(x)" }
let live = { "live \(x)" }
x = 99
print(captured(), live())

func apply(_ times: Int, _ f: @escaping (Int) -> Int) -> (Int) -> Int {
    (0..<times).reduce({ $0 }) { acc, _ in { f(acc($0)) } }
}
print(apply(5, { $0 * 2 })(1), apply(0, { $0 + 1 })(7))
let lazySquares = (1...).lazy.map { $0 * $0 }.filter { $0 % 3 == 1 }.prefix(5)
print(Array(lazySquares))

// expect: 1 2 10 3 20
// expect: ["handler 1", "handler 2", "handler 3"]
// expect: captured 1 live 99
// expect: 32 7
// expect: [1, 4, 16, 25, 49]
