// Compiler test style: default arguments whose literals take the parameter type
func scale(_ x: Double, by k: Double = 2) -> Double { x * k }
print(scale(3))
print(scale(3, by: 0.5))

func pad(_ s: String, to width: Int = 6, with fill: Character = ".") -> String {
    String(repeating: fill, count: max(0, width - s.count)) + s
}
print(pad("ab"))
print(pad("ab", to: 4, with: "0"))

func repeatValue<T>(_ v: T, times: Int = 2) -> [T] { Array(repeating: v, count: times) }
print(repeatValue(1.5))
print(repeatValue(7, times: 3))
print(type(of: repeatValue("s")))

func ratio(_ a: Float = 1, _ b: Float = 4) -> Float { a / b }
print(ratio(), ratio(3), ratio(3, 2))

struct Settings {
    var volume: Double = 5
    var level: UInt8 = 3
    var tags: [String] = []
    var weights: [Float] = [1, 2]
}
let s = Settings()
print(s.volume, s.level, s.tags, s.weights)
print(type(of: s.volume), type(of: s.level))
let s2 = Settings(volume: 7, level: 9)
print(s2.volume, s2.level)
// expect: 6.0
// expect: 1.5
// expect: ....ab
// expect: 00ab
// expect: [1.5, 1.5]
// expect: [7, 7, 7]
// expect: Array<String>
// expect: 0.25 0.75 1.5
// expect: 5.0 3 [] [1.0, 2.0]
// expect: Double UInt8
// expect: 7.0 9
