// Functions declared later in a script call each other and are called above their declarations; a type
// alias declared below its use. Expected output from swiftc 6.3.1 on Linux.
print(isEven(10), isOdd(7))
let origin: Point = (0, 0)
print(origin)
func isEven(_ n: Int) -> Bool { n == 0 ? true : isOdd(n - 1) }
func isOdd(_ n: Int) -> Bool { n == 0 ? false : isEven(n - 1) }
typealias Point = (x: Int, y: Int)

// expect: true true
// expect: (x: 0, y: 0)
