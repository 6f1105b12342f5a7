// Swift book style: recursive enumerations with indirect
// Checks: indirect cases for an arithmetic expression tree, recursive
// evaluation, printing the tree (the default description), a whole-enum
// indirect linked list, and recursion over a binary tree enum.

enum ArithmeticExpression {
    case number(Int)
    indirect case addition(ArithmeticExpression, ArithmeticExpression)
    indirect case multiplication(ArithmeticExpression, ArithmeticExpression)
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
print(evaluate(product))
print(evaluate(sum), evaluate(five))
print(five)
print(sum)

func render(_ e: ArithmeticExpression) -> String {
    switch e {
    case .number(let n): return n < 0 ? "(\(n))" : "\(n)"
    case .addition(let l, let r): return "(\(render(l)) + \(render(r)))"
    case .multiplication(let l, let r): return "\(render(l)) * \(render(r))"
    }
}
print(render(product))

indirect enum LinkedList<Element> {
    case empty
    case node(Element, LinkedList<Element>)

    func toArray() -> [Element] {
        switch self {
        case .empty: return []
        case let .node(value, next): return [value] + next.toArray()
        }
    }
    var count: Int {
        if case let .node(_, next) = self { return 1 + next.count }
        return 0
    }
    func prepending(_ value: Element) -> LinkedList<Element> {
        .node(value, self)
    }
}
let list = LinkedList<Int>.empty.prepending(3).prepending(2).prepending(1)
print(list.toArray(), list.count)
let words = LinkedList.node("a", .node("b", .empty))
print(words.toArray())
print(LinkedList<String>.empty.count)

indirect enum Tree: Equatable {
    case leaf
    case branch(Tree, Int, Tree)

    func inserting(_ v: Int) -> Tree {
        switch self {
        case .leaf:
            return .branch(.leaf, v, .leaf)
        case let .branch(l, x, r):
            if v < x { return .branch(l.inserting(v), x, r) }
            if v > x { return .branch(l, x, r.inserting(v)) }
            return self
        }
    }
    var inOrder: [Int] {
        guard case let .branch(l, x, r) = self else { return [] }
        return l.inOrder + [x] + r.inOrder
    }
    var height: Int {
        guard case let .branch(l, _, r) = self else { return 0 }
        return 1 + max(l.height, r.height)
    }
    func contains(_ v: Int) -> Bool {
        switch self {
        case .leaf: return false
        case let .branch(l, x, r):
            return v == x || (v < x ? l.contains(v) : r.contains(v))
        }
    }
}
var tree = Tree.leaf
for v in [50, 30, 70, 20, 40, 60, 80, 30] {
    tree = tree.inserting(v)
}
print(tree.inOrder)
print(tree.height, tree.contains(60), tree.contains(65))
print(Tree.leaf.inserting(1))
print(Tree.leaf.inserting(1) == Tree.leaf.inserting(1))
print(tree == .leaf)

// Simplification of expressions
func simplify(_ e: ArithmeticExpression) -> ArithmeticExpression {
    switch e {
    case .number: return e
    case let .addition(l, r):
        let (sl, sr) = (simplify(l), simplify(r))
        if case .number(0) = sl { return sr }
        if case .number(0) = sr { return sl }
        return .addition(sl, sr)
    case let .multiplication(l, r):
        let (sl, sr) = (simplify(l), simplify(r))
        if case .number(1) = sl { return sr }
        if case .number(1) = sr { return sl }
        return .multiplication(sl, sr)
    }
}
let messy = ArithmeticExpression.multiplication(.number(1), .addition(.number(0), .number(-7)))
print(render(messy), "=>", render(simplify(messy)))
print(simplify(messy))

// expect: 18
// expect: 9 5
// expect: number(5)
// expect: addition(main.ArithmeticExpression.number(5), main.ArithmeticExpression.number(4))
// expect: (5 + 4) * 2
// expect: [1, 2, 3] 3
// expect: ["a", "b"]
// expect: 0
// expect: [20, 30, 40, 50, 60, 70, 80]
// expect: 3 true false
// expect: branch(main.Tree.leaf, 1, main.Tree.leaf)
// expect: true
// expect: false
// expect: 1 * (0 + (-7)) => (-7)
// expect: number(-7)
