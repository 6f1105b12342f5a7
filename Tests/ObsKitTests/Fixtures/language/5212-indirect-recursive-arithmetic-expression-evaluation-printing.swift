// Book style (Enumerations): an indirect recursive arithmetic expression with evaluation and printing
indirect enum ArithmeticExpression {
    case number(Int)
    case addition(ArithmeticExpression, ArithmeticExpression)
    case multiplication(ArithmeticExpression, ArithmeticExpression)
    case negation(ArithmeticExpression)
}

func evaluate(_ expression: ArithmeticExpression) -> Int {
    switch expression {
    case let .number(value):
        return value
    case let .addition(left, right):
        return evaluate(left) + evaluate(right)
    case let .multiplication(left, right):
        return evaluate(left) * evaluate(right)
    case .negation(let inner):
        return -evaluate(inner)
    }
}

func render(_ expression: ArithmeticExpression) -> String {
    switch expression {
    case .number(let value): return String(value)
    case .addition(let l, let r): return "(\(render(l)) + \(render(r)))"
    case .multiplication(let l, let r): return "\(render(l)) * \(render(r))"
    case .negation(let e): return "-\(render(e))"
    }
}

func depth(_ expression: ArithmeticExpression) -> Int {
    switch expression {
    case .number: return 1
    case .negation(let e): return 1 + depth(e)
    case .addition(let l, let r), .multiplication(let l, let r):
        return 1 + max(depth(l), depth(r))
    }
}

let five = ArithmeticExpression.number(5)
let four = ArithmeticExpression.number(4)
let sum = ArithmeticExpression.addition(five, four)
let product = ArithmeticExpression.multiplication(sum, ArithmeticExpression.number(2))
print(evaluate(product))
print(render(product))
let negated = ArithmeticExpression.negation(.addition(product, .number(-3)))
print(render(negated), "=", evaluate(negated))
print("depth:", depth(negated))

enum Tree<T: Comparable> {
    case leaf
    indirect case node(Tree<T>, T, Tree<T>)

    func inserting(_ value: T) -> Tree<T> {
        switch self {
        case .leaf:
            return .node(.leaf, value, .leaf)
        case let .node(left, v, right):
            if value < v { return .node(left.inserting(value), v, right) }
            return .node(left, v, right.inserting(value))
        }
    }
    var inOrder: [T] {
        switch self {
        case .leaf: return []
        case let .node(l, v, r): return l.inOrder + [v] + r.inOrder
        }
    }
    var height: Int {
        if case let .node(l, _, r) = self { return 1 + max(l.height, r.height) }
        return 0
    }
}
var tree = Tree<Int>.leaf
for n in [50, 30, 70, 20, 40, 60, 80, 35] { tree = tree.inserting(n) }
print(tree.inOrder)
print("height \(tree.height)")

// expect: 18
// expect: (5 + 4) * 2
// expect: -((5 + 4) * 2 + -3) = -15
// expect: depth: 5
// expect: [20, 30, 35, 40, 50, 60, 70, 80]
// expect: height 4
