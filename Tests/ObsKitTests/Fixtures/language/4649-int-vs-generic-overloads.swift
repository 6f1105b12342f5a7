// Compiler test style: overloads on Int vs generic T vs T: Numeric vs T: BinaryInteger
// known-gap: needs the compiler check (the types it gives); unchecked: line 18: expected "p(Int) p(Int?) p(T?) p(Int?)", got "p(Int) p(T?) p(T?) p(Int?)"
func f(_ x: Int) -> String { "Int" }
func f<T>(_ x: T) -> String { "T" }
func f<T: Numeric>(_ x: T) -> String { "Numeric" }
func f<T: BinaryInteger>(_ x: T) -> String { "BinaryInteger" }
func f(_ x: Double?) -> String { "Double?" }

print(f(1))
print(f(1.5))
print(f(Int8(1)))
print(f(UInt(3)))
print(f("s"))
print(f([1]))
print(f(Float(2)))
let d: Double? = 2.0
print(f(d))
let i: Int? = 3
print(f(i))

func g<T>(_ x: T) -> String { f(x) }
func gn<T: Numeric>(_ x: T) -> String { f(x) }
func gi<T: BinaryInteger>(_ x: T) -> String { f(x) }
print(g(1), gn(1), gi(1))
print(g(2.5), gn(2.5))

func h(_ x: Any) -> String { "Any" }
func h<T: Equatable>(_ x: T) -> String { "Equatable" }
func h(_ x: String) -> String { "String" }
print(h(1), h("x"), h([1]), h(()))

func add<T: Numeric>(_ a: T, _ b: T) -> T { a + b }
func add(_ a: Int, _ b: Int) -> Int { a + b + 1000 }
print(add(1, 2))
print(add(1.5, 2))
print(add(UInt8(1), 2))
let x: Int = 5
print(add(x, x))
func addGen<T: Numeric>(_ a: T) -> T { add(a, a) }
print(addGen(5))

func p(_ x: Int) -> String { "p(Int)" }
func p(_ x: Int?) -> String { "p(Int?)" }
func p<T>(_ x: T?) -> String { "p(T?)" }
print(p(1), p(nil), p("a"), p(Optional(2)))
let on: String? = nil
print(p(on))

func q<T>(_ x: [T]) -> String { "[T]" }
func q<T: Sequence>(_ x: T) -> String { "Sequence" }
func q(_ x: [Int]) -> String { "[Int]" }
print(q([1]), q(["a"]), q(1...3), q(Set([1])))

func r<T>(_ a: T, _ b: T) -> String { "same T" }
func r<T, U>(_ a: T, _ b: U) -> String { "T, U" }
print(r(1, 2), r(1, "a"), r(1, 2.0))

func s(_ x: Int...) -> String { "variadic \(x.count)" }
func s(_ x: Int) -> String { "single" }
func s<T>(_ x: T...) -> String { "generic variadic \(x.count)" }
print(s(1), s(1, 2), s("a", "b"), s())

func conv<T: BinaryFloatingPoint>(_ x: T) -> String { "float \(x)" }
func conv<T: BinaryInteger>(_ x: T) -> String { "int \(x)" }
print(conv(3), conv(3.0), conv(Float(1.5)), conv(UInt16(9)))

// expect: Int
// expect: Numeric
// expect: BinaryInteger
// expect: BinaryInteger
// expect: T
// expect: T
// expect: Numeric
// expect: Double?
// expect: T
// expect: T Numeric BinaryInteger
// expect: T Numeric
// expect: Equatable String Equatable Any
// expect: 1003
// expect: 3.5
// expect: 3
// expect: 1010
// expect: 10
// expect: p(Int) p(Int?) p(T?) p(Int?)
// expect: p(T?)
// expect: [Int] [T] Sequence Sequence
// expect: same T T, U T, U
// expect: single variadic 2 generic variadic 2 variadic 0
// expect: int 3 float 3.0 float 1.5 int 9
