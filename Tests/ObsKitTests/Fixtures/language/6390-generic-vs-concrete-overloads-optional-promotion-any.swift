// Interview question style (overload resolution): generic vs concrete overloads, Optional promotion and Any
func show(_ x: Any) -> String { "Any" }
func show<T>(_ x: T) -> String { "generic \(T.self)" }
func show(_ x: Int) -> String { "Int" }
func show(_ x: Int?) -> String { "Int?" }
func show(_ x: Double) -> String { "Double" }

// Puzzle: which overload does each call pick?
let a = 5
let b: Int? = 5
let c: Any = 5
let d = 5.0
let e: Float = 5

print("1:", show(a))
print("2:", show(b))
print("3:", show(c))
print("4:", show(d))
print("5:", show(e))
print("6:", show("five"))
print("7:", show(5))
print("8:", show(5.5))

func wrap<T>(_ x: T) -> String { show(x) }
print("9:", wrap(a))
print("10:", wrap(b))

// expect: 1: Int
// expect: 2: Int?
// expect: 3: Any
// expect: 4: Double
// expect: 5: generic Float
// expect: 6: generic String
// expect: 7: Int
// expect: 8: Double
// expect: 9: generic Int
// expect: 10: generic Optional<Int>
