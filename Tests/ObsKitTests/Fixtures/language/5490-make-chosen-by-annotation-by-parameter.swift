// Stack Overflow style (return-type-directed overloads): make() chosen by annotation and by parameter type
func make() -> Int { 42 }
func make() -> String { "forty-two" }
func make() -> [Bool] { [true, false] }

func show(_ x: Int) { print("Int:", x) }
func show(_ x: String) { print("String:", x) }

let a: Int = make()
let b: String = make()
let c: [Bool] = make()
print(a, b, c)
show(make() as Int)
show(make() as String)

func zero<T: Numeric>() -> T { 0 }
let z1: Double = zero()
let z2: Int8 = zero()
print(z1, z2, type(of: z1), type(of: z2))

func parse(_ s: String) -> Int? { Int(s) }
func parse(_ s: String) -> Double? { Double(s) }
let p1: Int? = parse("12")
let p2: Double? = parse("12.5")
let p3: Int? = parse("12.5")
print(p1 as Any, p2 as Any, p3 as Any)

// expect: 42 forty-two [true, false]
// expect: Int: 42
// expect: String: forty-two
// expect: 0.0 0 Double Int8
// expect: Optional(12) Optional(12.5) nil
