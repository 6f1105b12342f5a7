// Compiler test style: switch with where clauses and multiple value bindings on integers
func fizz(_ n: Int) -> String {
    switch (n % 3, n % 5) {
    case (0, 0): return "FizzBuzz"
    case (0, _): return "Fizz"
    case (_, 0): return "Buzz"
    default: return String(n)
    }
}
print((1...15).map(fizz).joined(separator: " "))

func kind(_ n: Int) -> String {
    switch n {
    case Int.min..<0:
        return "negative"
    case 0:
        return "zero"
    case let x where x.nonzeroBitCount == 1:
        return "power of two"
    case let x where x % 2 == 0:
        return "even"
    case let x where x > 100:
        return "large odd"
    default:
        return "small odd"
    }
}
print([-5, 0, 1, 16, 18, 101, 7].map(kind))

func bucket(_ value: UInt8) -> String {
    switch value {
    case 0x00...0x1F, 0x7F: return "control"
    case 0x30...0x39: return "digit"
    case 0x41...0x5A, 0x61...0x7A: return "letter"
    case 0x80...: return "high"
    default: return "other"
    }
}
print([9, 48, 65, 122, 127, 32, 200].map { bucket($0) })

let temperature = (celsius: -5, windy: true)
switch temperature {
case (let c, true) where c < 0:
    print("freezing wind at \(c)")
case (..<10, _):
    print("cold")
case (_, let w):
    print("mild, windy: \(w)")
}
// expect: 1 2 Fizz 4 Buzz Fizz 7 8 Fizz Buzz 11 Fizz 13 14 FizzBuzz
// expect: ["negative", "zero", "power of two", "power of two", "even", "large odd", "small odd"]
// expect: ["control", "digit", "letter", "letter", "control", "other", "high"]
// expect: freezing wind at -5
