// WWDC style (generic layout): a generic helper reporting layout of several types
protocol Shape { func area() -> Double }
struct Square: Shape { var side: Double; func area() -> Double { side * side } }
struct Tiny { var flag: Bool }
enum Token { case number(Int), word(String), end }

func layoutLine<T>(of _: T.Type) -> String {
    "\(T.self): \(MemoryLayout<T>.size)/\(MemoryLayout<T>.stride)/\(MemoryLayout<T>.alignment)"
}
print(layoutLine(of: Square.self))
print(layoutLine(of: Tiny.self))
print(layoutLine(of: [Int].self))
print(layoutLine(of: String.self))
print(layoutLine(of: Token.self))
print(layoutLine(of: (Bool, Double).self))
print(layoutLine(of: UnsafeRawPointer.self))
print(layoutLine(of: UnsafeRawPointer?.self))
print(layoutLine(of: (() -> Void).self))
let s: Shape = Square(side: 3)
print("area", s.area())
print("stride(ofValue:)", MemoryLayout.stride(ofValue: Tiny(flag: true)))
// expect: Square: 8/8/8
// expect: Tiny: 1/1/1
// expect: Array<Int>: 8/8/8
// expect: String: 16/16/8
// expect: Token: 17/24/8
// expect: (Bool, Double): 16/16/8
// expect: UnsafeRawPointer: 8/8/8
// expect: Optional<UnsafeRawPointer>: 8/8/8
// expect: () -> (): 16/16/8
// expect: area 9.0
// expect: stride(ofValue:) 1
