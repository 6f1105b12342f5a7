// Compiler test style: custom >>> and <<< function composition operators
precedencegroup ForwardComposition {
  associativity: left
  higherThan: AssignmentPrecedence
}
infix operator >>> : ForwardComposition
infix operator <<< : ForwardComposition

func >>> <A, B, C>(f: @escaping (A) -> B, g: @escaping (B) -> C) -> (A) -> C {
  { g(f($0)) }
}
func <<< <A, B, C>(g: @escaping (B) -> C, f: @escaping (A) -> B) -> (A) -> C {
  { g(f($0)) }
}

let inc: (Int) -> Int = { $0 + 1 }
let dbl: (Int) -> Int = { $0 * 2 }
let str: (Int) -> String = { "<\($0)>" }

print((inc >>> dbl)(5))
print((inc <<< dbl)(5))
print((inc >>> dbl >>> str)(1))
print((str <<< dbl <<< inc)(1))

let pipeline = [inc, dbl, inc, dbl].reduce({ $0 }, >>>)
print(pipeline(0))

var trace: [String] = []
func tag(_ name: String) -> (Int) -> Int {
  { v in trace.append(name); return v }
}
let traced = tag("a") >>> tag("b") >>> tag("c")
_ = traced(0)
print(trace)

let countChars: (String) -> Int = { $0.count }
let isLong = countChars >>> { $0 > 3 }
print(["hi", "hello", "hey", "world"].filter(isLong))
// expect: 12
// expect: 11
// expect: <4>
// expect: <4>
// expect: 6
// expect: ["a", "b", "c"]
// expect: ["hello", "world"]
