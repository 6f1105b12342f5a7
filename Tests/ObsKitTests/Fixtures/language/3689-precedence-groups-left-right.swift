// Swift book style: precedence groups with left and right associativity affecting grouping
precedencegroup PipePrecedence {
    associativity: left
    lowerThan: AdditionPrecedence
}
precedencegroup ConsPrecedence {
    associativity: right
    higherThan: PipePrecedence
    lowerThan: AdditionPrecedence
}
infix operator |>: PipePrecedence
infix operator <+>: ConsPrecedence
infix operator <->: ConsPrecedence

func |> <A, B>(value: A, f: (A) -> B) -> B { f(value) }
func <+> (head: Int, tail: [Int]) -> [Int] { [head] + tail }
func <-> (l: String, r: String) -> String { "(\(l)-\(r))" }

func double(_ x: Int) -> Int { x * 2 }
func describe(_ x: Int) -> String { "value=\(x)" }

print(3 |> double |> double |> describe)
print(1 + 2 |> double)
print(1 <+> 2 <+> 3 <+> [])
print(1 + 1 <+> [9])
print("a" <-> "b" <-> "c")
print([5, 1, 4] |> { $0.sorted() } |> { $0.map(String.init).joined(separator: ",") })

infix operator ^^: MultiplicationPrecedence
func ^^ (l: Int, r: Int) -> Int { l * 10 + r }
print(1 ^^ 2 ^^ 3)
print(1 + 2 ^^ 3)
// expect: value=12
// expect: 6
// expect: [1, 2, 3]
// expect: [2, 9]
// expect: (a-(b-c))
// expect: 1,4,5
// expect: 123
// expect: 24
