// String interpolation of variables and expressions.
let name = "World"
let n = 3
print("Hello, \(name)!")
// expect: Hello, World!
print("\(n) + \(n) = \(n + n)")
// expect: 3 + 3 = 6
print("flag: \(n > 2)")
// expect: flag: true
print("\(name)\(n)")
// expect: World3
