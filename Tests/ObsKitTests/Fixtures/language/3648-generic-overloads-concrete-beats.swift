// Compiler test style: generic overloads—concrete beats generic, protocol-constrained beats unconstrained
protocol Shape {}
struct Circle: Shape {}
struct Square: Shape {}

func handle<T>(_ x: T) -> String { "generic T" }
func handle<T: Shape>(_ x: T) -> String { "generic Shape" }
func handle(_ x: Circle) -> String { "concrete Circle" }
func handle(_ x: any Shape) -> String { "existential Shape" }

print(handle(Circle()))
print(handle(Square()))
print(handle(3))
let s: any Shape = Circle()
print(handle(s))
let sq: Shape = Square()
print(handle(sq))

func forward<T: Shape>(_ x: T) -> String { handle(x) }
print(forward(Circle()))
print(forward(Square()))

func forwardAny(_ x: Any) -> String { handle(x) }
print(forwardAny(Circle()))

func handleNum(_ x: Int) -> String { "Int" }
func handleNum(_ x: Double) -> String { "Double" }
func handleNum<T: BinaryInteger>(_ x: T) -> String { "BinaryInteger \(T.self)" }
print(handleNum(1))
print(handleNum(1.0))
print(handleNum(UInt8(1)))
print(handleNum(Int32(5)))
print(handleNum(1 + 2))
print(handleNum(1 / 2 + 0.5))
// expect: concrete Circle
// expect: existential Shape
// expect: generic T
// expect: existential Shape
// expect: existential Shape
// expect: existential Shape
// expect: existential Shape
// expect: generic T
// expect: Int
// expect: Double
// expect: BinaryInteger UInt8
// expect: BinaryInteger Int32
// expect: Int
// expect: Double
