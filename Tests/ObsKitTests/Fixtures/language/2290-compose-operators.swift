// Compiler test style: function composition with custom operators and precedence groups, generic compose and identity
precedencegroup PipeForward {
  associativity: left
  higherThan: AssignmentPrecedence
}
precedencegroup ForwardComposition {
  associativity: left
  higherThan: PipeForward
}
infix operator >>> : ForwardComposition
infix operator |> : PipeForward

func >>> <A, B, C>(f: @escaping (A) -> B, g: @escaping (B) -> C) -> (A) -> C {
  return { g(f($0)) }
}
func |> <A, B>(value: A, f: (A) -> B) -> B {
  return f(value)
}

func compose<A, B, C>(_ g: @escaping (B) -> C, _ f: @escaping (A) -> B) -> (A) -> C {
  return { x in g(f(x)) }
}
func identity<T>(_ x: T) -> T { x }

let double = { (x: Int) in x * 2 }
let increment = { (x: Int) in x + 1 }
let describe = { (x: Int) in "<\(x)>" }

let pipeline = double >>> increment >>> describe
print(pipeline(5))
print(compose(describe, compose(increment, double))(5))
print(compose(double, increment)(5))
print(7 |> double >>> increment)
print(3 |> increment |> double |> describe)

let steps: [(Int) -> Int] = [double, increment, double, { $0 - 3 }]
let combined = steps.reduce(identity, >>>)
print(combined(1), steps.reversed().reduce(identity, >>>)(1))

let countChars = { (s: String) in s.count }
let isEven = { (n: Int) in n % 2 == 0 }
let evenLength = countChars >>> isEven
print(["ab", "abc", "", "swift!"].map(evenLength))

func lift<T, U>(_ f: @escaping (T) -> U) -> ([T]) -> [U] {
  return { $0.map(f) }
}
let shout = { (s: String) in s.uppercased() } >>> { $0 + "!" }
print(["hi", "yo"] |> lift(shout))
print([1, 2, 3] |> lift(double >>> describe) >>> { $0.joined(separator: "+") })

func repeated<T>(_ f: @escaping (T) -> T, times: Int) -> (T) -> T {
  return (0..<times).map { _ in f }.reduce(identity, >>>)
}
print(repeated(double, times: 10)(1), repeated({ (s: String) in s + "a" }, times: 3)("b"))
print(identity(identity)(42))

// expect: <11>
// expect: <11>
// expect: 12
// expect: 15
// expect: <8>
// expect: 3 -6
// expect: [true, false, true, true]
// expect: ["HI!", "YO!"]
// expect: <2>+<4>+<6>
// expect: 1024 baaa
// expect: 42
