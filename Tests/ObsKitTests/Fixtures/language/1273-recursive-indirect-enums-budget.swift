// Enumerations: indirect cases for a household budget expression tree and a whole indirect enum for a linked list.
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum Budget {
    case amount(Int)
    indirect case plus(Budget, Budget)
    indirect case times(Budget, Budget)
    indirect case refund(Budget)
}
func total(_ b: Budget) -> Int {
    switch b {
    case let .amount(v): v
    case let .plus(l, r): total(l) + total(r)
    case let .times(l, r): total(l) * total(r)
    case let .refund(inner): -total(inner)
    }
}
func render(_ b: Budget) -> String {
    switch b {
    case .amount(let v): return String(v)
    case .plus(let l, let r): return "(\(render(l)) + \(render(r)))"
    case .times(let l, let r): return "\(render(l)) * \(render(r))"
    case .refund(let inner): return "-\(render(inner))"
    }
}
let rent = Budget.amount(650), power = Budget.amount(120)
let monthly = Budget.plus(rent, power)
let yearly = Budget.times(monthly, .amount(12))
let plan = Budget.plus(yearly, .refund(.amount(300)))
print(render(plan), "=", total(plan))
indirect enum List<T> {
    case empty
    case node(T, List<T>)
    func toArray() -> [T] {
        switch self {
        case .empty: []
        case let .node(head, tail): [head] + tail.toArray()
        }
    }
    func prepending(_ value: T) -> List<T> { .node(value, self) }
    var count: Int {
        if case let .node(_, tail) = self { 1 + tail.count } else { 0 }
    }
}
let list = List<String>.empty.prepending("c").prepending("b").prepending("a")
print(list.toArray(), list.count)
func depth(_ b: Budget) -> Int {
    switch b {
    case .amount: 1
    case .refund(let x): 1 + depth(x)
    case .plus(let l, let r), .times(let l, let r): 1 + max(depth(l), depth(r))
    }
}
print(depth(plan), depth(rent))

// expect: ((650 + 120) * 12 + -300) = 8940
// expect: ["a", "b", "c"] 3
// expect: 4 1
