// Compiler test style: indirect enum ArithmeticExpression with a recursive evaluate function
indirect enum ArithmeticExpression {
    case number(Int)
    case addition(ArithmeticExpression, ArithmeticExpression)
    case multiplication(ArithmeticExpression, ArithmeticExpression)
}

let five = ArithmeticExpression.number(5)
let four = ArithmeticExpression.number(4)
let sum = ArithmeticExpression.addition(five, four)
let product = ArithmeticExpression.multiplication(sum, ArithmeticExpression.number(2))

func evaluate(_ expression: ArithmeticExpression) -> Int {
    switch expression {
    case let .number(value):
        return value
    case let .addition(left, right):
        return evaluate(left) + evaluate(right)
    case let .multiplication(left, right):
        return evaluate(left) * evaluate(right)
    }
}

func show(_ e: ArithmeticExpression) -> String {
    switch e {
    case .number(let n): return "\(n)"
    case .addition(let l, let r): return "(\(show(l)) + \(show(r)))"
    case .multiplication(let l, let r): return "\(show(l)) * \(show(r))"
    }
}

print(evaluate(product))
print(show(product))

func depth(_ e: ArithmeticExpression) -> Int {
    switch e {
    case .number: return 1
    case .addition(let l, let r), .multiplication(let l, let r):
        return 1 + max(depth(l), depth(r))
    }
}
print(depth(product), depth(five))

var chain = ArithmeticExpression.number(1)
for i in 2...6 { chain = .addition(chain, .number(i)) }
print(evaluate(chain), depth(chain))
print(show(chain))

// expect: 18
// expect: (5 + 4) * 2
// expect: 3 1
// expect: 21 6
// expect: (((((1 + 2) + 3) + 4) + 5) + 6)
