// Compiler test style: left versus right associativity and assignment: true in custom precedence groups
precedencegroup LeftGroup {
    associativity: left
    higherThan: AdditionPrecedence
}
precedencegroup RightGroup {
    associativity: right
    higherThan: AdditionPrecedence
}

infix operator <- : LeftGroup
infix operator => : RightGroup

func <- (a: String, b: String) -> String { "(\(a)<\(b))" }
func => (a: String, b: String) -> String { "(\(a)>\(b))" }

print("a" <- "b" <- "c")
print("a" => "b" => "c")

precedencegroup CompositionPrecedence {
    associativity: right
    higherThan: AssignmentPrecedence
}
infix operator >>> : CompositionPrecedence

func >>> <A, B, C>(f: @escaping (A) -> B, g: @escaping (B) -> C) -> (A) -> C {
    { g(f($0)) }
}

let addOne = { (x: Int) in x + 1 }
let triple = { (x: Int) in x * 3 }
let toText = { (x: Int) in "<\(x)>" }
let pipeline = addOne >>> triple >>> toText
print(pipeline(4))
print((triple >>> addOne >>> toText)(4))

precedencegroup AppendPrecedence {
    associativity: none
    higherThan: ComparisonPrecedence
    lowerThan: AdditionPrecedence
    assignment: true
}
infix operator <+ : AppendPrecedence
func <+ (lhs: inout [Int], rhs: Int) { lhs.append(rhs) }

var list = [1]
list <+ 2 + 3
list <+ 10
print(list)

// expect: ((a<b)<c)
// expect: (a>(b>c))
// expect: <15>
// expect: <13>
// expect: [1, 5, 10]
