// Compiler test style: initializers as function values: map(String.init), Int.init, custom inits
let nums = [1, 22, 333]
print(nums.map(String.init))
print(nums.map(String.init).map { $0.count })
print(["4", "x", "16"].map(Int.init))
print(["4", "x", "16"].compactMap(Int.init))
print([255, 16].map { String($0, radix: 16) })

struct Celsius {
  var degrees: Double
  init(_ d: Double) { degrees = d }
}
let temps = [0.0, 37.5, 100.0].map(Celsius.init)
print(temps.map { $0.degrees * 9 / 5 + 32 })

struct Tag: CustomStringConvertible {
  let name: String
  init(name: String) { self.name = name }
  var description: String { "#\(name)" }
}
let makeTag: (String) -> Tag = Tag.init(name:)
print(["swift", "closures"].map(makeTag))
print(["a", "b"].map(Tag.init(name:)).map(String.init(describing:)))

let doubles = [1, 2, 3].map(Double.init)
print(doubles)
let chars = "hey".map(String.init)
print(chars)
print([[1, 2], [3]].map(Array.init(_:)).map { $0.count })
let ctor = Array<Int>.init(repeating:count:)
print(ctor(7, 3))
// expect: ["1", "22", "333"]
// expect: [1, 2, 3]
// expect: [Optional(4), nil, Optional(16)]
// expect: [4, 16]
// expect: ["ff", "10"]
// expect: [32.0, 99.5, 212.0]
// expect: [#swift, #closures]
// expect: ["#a", "#b"]
// expect: [1.0, 2.0, 3.0]
// expect: ["h", "e", "y"]
// expect: [2, 1]
// expect: [7, 7, 7]
