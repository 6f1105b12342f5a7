// Compiler test style: caseless enums as namespaces with static members and nested types
enum Math {
  static let pi = 3.0
  static func square(_ x: Int) -> Int { x * x }
  static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
  enum Constants {
    static let answer = 42
    static var counter = 0
  }
}

enum Config {
  static var values: [String: Int] = [:]
  static subscript(key: String) -> Int {
    get { values[key] ?? -1 }
    set { values[key] = newValue }
  }
}

print(Math.square(12), Math.gcd(84, 36), Math.pi)
print(Math.Constants.answer)
Math.Constants.counter += 5
Math.Constants.counter *= 2
print(Math.Constants.counter)
Config["a"] = 1
Config["b"] = 2
Config["a"] += 10
print(Config["a"], Config["b"], Config["zzz"])
print(Config.values.keys.sorted())

enum Never2 {}
func absurd(_ n: Never2) -> Int { switch n {} }
print(MemoryLayout<Never2>.size)
let f: (Never2) -> Int = absurd
_ = f
print("done")
// expect: 144 12 3.0
// expect: 42
// expect: 10
// expect: 11 2 -1
// expect: ["a", "b"]
// expect: 0
// expect: done
