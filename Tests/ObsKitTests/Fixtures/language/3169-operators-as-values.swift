// Compiler test style: operator functions passed as values to reduce, sorted, zip/map
let nums = [4, 8, 15, 16, 23, 42]
print(nums.reduce(0, +))
print(nums.reduce(1, *) % 1000)
print(nums.sorted(by: >))
print(["pear", "apple", "fig"].sorted(by: <))
print(zip(nums, nums.reversed()).map(-))
print(nums.map { $0 % 5 }.reduce(0, max))

let ops: [(String, (Int, Int) -> Int)] = [("+", +), ("-", -), ("*", *), ("/", /), ("%", %)]
for (name, op) in ops {
  print("17 \(name) 5 = \(op(17, 5))")
}

let strConcat: (String, String) -> String = (+)
print(["a", "b", "c"].reduce("", strConcat))
let eq: (Int, Int) -> Bool = (==)
print(zip([1, 2, 3], [1, 5, 3]).map(eq))
print([true, false, true].reduce(false) { $0 || $1 })
let neg: (Int) -> Int = (-)
print(nums.prefix(3).map(neg))
// expect: 108
// expect: 880
// expect: [42, 23, 16, 15, 8, 4]
// expect: ["apple", "fig", "pear"]
// expect: [-38, -15, -1, 1, 15, 38]
// expect: 4
// expect: 17 + 5 = 22
// expect: 17 - 5 = 12
// expect: 17 * 5 = 85
// expect: 17 / 5 = 3
// expect: 17 % 5 = 2
// expect: abc
// expect: [true, false, true]
// expect: true
// expect: [-4, -8, -15]
