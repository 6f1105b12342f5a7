// Compiler test style: precedence groups ordered with higherThan and lowerThan relations

precedencegroup PipePrecedence {
  associativity: left
  lowerThan: LogicalDisjunctionPrecedence
}

precedencegroup ComposePrecedence {
  associativity: right
  higherThan: PipePrecedence
  lowerThan: AdditionPrecedence
}

precedencegroup TightPrecedence {
  associativity: left
  higherThan: MultiplicationPrecedence
}

infix operator |> : PipePrecedence
infix operator >>> : ComposePrecedence
infix operator ^* : TightPrecedence
infix operator +++ : AdditionPrecedence

func |><A, B>(x: A, f: (A) -> B) -> B {
  return f(x)
}

func >>><A, B, C>(f: @escaping (A) -> B, g: @escaping (B) -> C) -> (A) -> C {
  return { g(f($0)) }
}

func ^*(lhs: Int, rhs: Int) -> Int {
  return lhs * 10 + rhs
}

func +++(lhs: [Int], rhs: [Int]) -> [Int] {
  return lhs + rhs
}

func double(_ x: Int) -> Int { return x * 2 }
func increment(_ x: Int) -> Int { return x + 1 }
func describe(_ x: Int) -> String { return "value=\(x)" }

print(5 |> double)
print(5 |> double |> increment)
print(5 |> increment |> double)
print(5 |> double >>> increment >>> describe)
print(3 |> increment >>> double)

let pipeline = double >>> double >>> increment
print(pipeline(4))
print(1 + 2 |> double)
print(true || false |> { !$0 })

print(1 ^* 2)
print(1 ^* 2 ^* 3)
print(2 * 3 ^* 4)
print(3 ^* 4 * 2)
print(1 + 2 ^* 3 + 4)

print([1] +++ [2] +++ [3])
print([1, 2] +++ [3] |> { $0.count })

let chain: (Int) -> String = increment >>> increment >>> describe
print(chain(0))
print([1, 2, 3].map(double >>> increment))

let words = ["alpha", "beta", "gamma"]
let lengths = words |> { $0.map { $0.count } }
print(lengths)
let total = lengths |> { $0.reduce(0, +) }
print(total)
print(10 |> { $0 - 3 } |> { $0 * $0 })

// expect: 10
// expect: 11
// expect: 12
// expect: value=11
// expect: 8
// expect: 17
// expect: 6
// expect: false
// expect: 12
// expect: 123
// expect: 68
// expect: 68
// expect: 28
// expect: [1, 2, 3]
// expect: 3
// expect: value=2
// expect: [3, 5, 7]
// expect: [5, 4, 5]
// expect: 14
// expect: 49
