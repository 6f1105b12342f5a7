// Compiler test style: operators declared as static members in extensions of standard library types

infix operator **: MultiplicationPrecedence
infix operator %%: MultiplicationPrecedence
postfix operator %

extension String {
  static func * (s: String, n: Int) -> String {
    return String(repeating: s, count: n)
  }
  static func - (s: String, c: Character) -> String {
    return String(s.filter { $0 != c })
  }
  static prefix func ~ (s: String) -> String {
    return String(s.reversed())
  }
}

extension Array where Element: Equatable {
  static func - (a: [Element], b: [Element]) -> [Element] {
    return a.filter { !b.contains($0) }
  }
}

extension Array {
  static func * (a: [Element], n: Int) -> [Element] {
    var out: [Element] = []
    for _ in 0..<n {
      out += a
    }
    return out
  }
}

extension Int {
  static func ** (base: Int, exp: Int) -> Int {
    var r = 1
    for _ in 0..<exp { r *= base }
    return r
  }
  static func %% (a: Int, n: Int) -> Int {
    let r = a % n
    return r < 0 ? r + n : r
  }
}

extension Double {
  static postfix func % (x: Double) -> Double {
    return x / 100
  }
}

extension Bool {
  static func ^ (a: Bool, b: Bool) -> Bool {
    return a != b
  }
}

extension Optional where Wrapped == Int {
  static func + (a: Int?, b: Int?) -> Int? {
    guard let x = a, let y = b else { return nil }
    return x + y
  }
}

print("ab" * 3)
print("-" * 10)
print("banana" - "a")
print(~"stressed")
print(~("ab" * 2))
print([1, 2, 3, 4, 5, 2] - [2, 4])
print(["x", "y", "z"] - ["y"])
print([1, 2] * 3)
print(["a"] * 0)
print(2 ** 10, 3 ** 4, 10 ** 0)
print(2 ** 3 * 2)
print(7 %% 3, -7 %% 3, -1 %% 5, 10 %% 5)
print((-13...(-8)).map { $0 %% 4 })
print(50.0%, 12.5%)
print(200.0 * 15.0%)
print(true ^ false, true ^ true, false ^ false)
print([true, false, true].reduce(false, ^))
let oa: Int? = 3
let ob: Int? = 4
let oc: Int? = nil
print(oa + ob as Any)
print((oa + oc) == nil)
print((oa + ob + ob) ?? -1)
print(("x" * 2 + "y") * 2)
print(~"" == "", ("" * 5).isEmpty)
let levels = (0..<4).map { ">" * $0 + "item" }
for l in levels {
  print(l)
}
print(([0] * 3 + [1] * 2) - [0])
print(1 + 2 ** 2 %% 3)

// expect: ababab
// expect: ----------
// expect: bnn
// expect: desserts
// expect: baba
// expect: [1, 3, 5]
// expect: ["x", "z"]
// expect: [1, 2, 1, 2, 1, 2]
// expect: []
// expect: 1024 81 1
// expect: 16
// expect: 1 2 4 0
// expect: [3, 0, 1, 2, 3, 0]
// expect: 0.5 0.125
// expect: 30.0
// expect: true false false
// expect: false
// expect: Optional(7)
// expect: true
// expect: 11
// expect: xxyxxy
// expect: true true
// expect: item
// expect: >item
// expect: >>item
// expect: >>>item
// expect: [1, 1]
// expect: 2
