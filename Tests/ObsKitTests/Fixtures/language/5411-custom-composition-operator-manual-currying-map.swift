// Functional Swift blog style: custom >>> composition operator, manual currying, map/filter/reduce pipeline
precedencegroup CompositionPrecedence {
    associativity: left
    higherThan: AssignmentPrecedence
}
infix operator >>>: CompositionPrecedence

func >>> <A, B, C>(f: @escaping (A) -> B, g: @escaping (B) -> C) -> (A) -> C {
    return { x in g(f(x)) }
}

func curry<A, B, C>(_ f: @escaping (A, B) -> C) -> (A) -> (B) -> C {
    return { a in { b in f(a, b) } }
}

let add = curry(+) as (Int) -> (Int) -> Int
let multiply = curry { (a: Int, b: Int) in a * b }
let subtract = { (b: Int) in { (a: Int) in a - b } }

let pipeline = add(3) >>> multiply(2) >>> subtract(1)
print((1...5).map(pipeline))

let describe: (Int) -> String = { "<\($0)>" }
let shout = { (s: String) in s.uppercased() + "!" }
let render = pipeline >>> describe >>> shout
print(render(10))
print("sum of odd squares:", (1...10).filter { $0 % 2 == 1 }.map { $0 * $0 }.reduce(0, +))

// expect: [7, 9, 11, 13, 15]
// expect: <25>!
// expect: sum of odd squares: 165
