// Stack Overflow style (overload resolution): which overload wins for literals, optionals, generics and default arguments
func show(_ x: Int) -> String { "Int" }
func show(_ x: Double) -> String { "Double" }
func show<T>(_ x: T) -> String { "generic \(T.self)" }
func show(_ x: Int?) -> String { "Int?" }

print(show(1))
print(show(1.5))
print(show("s"))
let maybe: Int? = 3
print(show(maybe))
print(show(Float(2)))
let i8: Int8 = 1
print(show(i8))

func pick(_ a: Any) -> String { "Any" }
func pick<T: Numeric>(_ a: T) -> String { "Numeric" }
func pick(_ a: String) -> String { "String" }
print(pick(3), pick("x"), pick([1]), pick(2.0))

func greet(_ name: String, punctuation: String = "!") -> String { "hi \(name)\(punctuation)" }
func greet(_ name: String) -> String { "plain \(name)" }
print(greet("bob"))
print(greet("bob", punctuation: "?"))

func area(_ w: Int, _ h: Int = 1) -> Int { w * h }
print(area(4), area(4, 5))

let lit = 3
let dbl = 3.0
let sum = 2 + 3.5
print(type(of: lit), type(of: dbl), type(of: sum))
print(type(of: [1, 2.5]), type(of: [1, 2]))

func which(_ x: Any?) -> String { "Any?" }
func which(_ x: Any) -> String { "Any" }
print(which(1), which(maybe as Any?), which(nil))

// expect: Int
// expect: Double
// expect: generic String
// expect: Int?
// expect: generic Float
// expect: generic Int8
// expect: Numeric String Any Numeric
// expect: plain bob
// expect: hi bob?
// expect: 4 20
// expect: Int Double Double
// expect: Array<Double> Array<Int>
// expect: Any Any? Any?
