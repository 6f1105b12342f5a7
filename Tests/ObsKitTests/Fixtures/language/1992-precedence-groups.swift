// Compiler test style: custom precedence groups with associativity and higher/lower than relations
precedencegroup PowerPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
precedencegroup PipePrecedence {
    associativity: left
    lowerThan: TernaryPrecedence
}
precedencegroup ComposePrecedence {
    associativity: left
    higherThan: PipePrecedence
    lowerThan: AdditionPrecedence
}

infix operator **: PowerPrecedence
infix operator |>: PipePrecedence
infix operator >>>: ComposePrecedence
infix operator <->: AdditionPrecedence

func ** (base: Int, exp: Int) -> Int {
    var result = 1
    for _ in 0..<exp { result *= base }
    return result
}

func |> <A, B>(value: A, f: (A) -> B) -> B { f(value) }

func >>> <A, B, C>(f: @escaping (A) -> B, g: @escaping (B) -> C) -> (A) -> C {
    { g(f($0)) }
}

func <-> (l: Int, r: Int) -> Int { l * 10 + r }

print(2 ** 3 ** 2)
print((2 ** 3) ** 2)
print(2 * 3 ** 2)
print(1 + 2 ** 4 * 2)

let double = { (x: Int) in x * 2 }
let inc = { (x: Int) in x + 1 }
let show = { (x: Int) in "<\(x)>" }

print(5 |> double |> inc)
print(5 |> inc >>> double >>> show)
print(3 + 4 |> double)
print(true ? 1 : 2 |> inc)

print(1 <-> 2 <-> 3)
print(1 <-> 2 * 3)
print(1 + 2 <-> 3)

var log: [String] = []
func trace(_ s: String, _ v: Int) -> Int { log.append(s); return v }
let r = trace("a", 2) ** trace("b", 2) ** trace("c", 1)
print(r, log)

// expect: 512
// expect: 64
// expect: 18
// expect: 33
// expect: 11
// expect: <12>
// expect: 14
// expect: 2
// expect: 123
// expect: 16
// expect: 33
// expect: 4 ["a", "b", "c"]
