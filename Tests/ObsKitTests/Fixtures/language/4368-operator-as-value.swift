// Compiler test style: operator functions passed as values to reduce, sorted, map and zip
// known-gap: error: 4368-operator-as-value.swift:46:7: error: unary operator '!' cannot be applied to an operand of type 'Bool'

let nums = [5, 3, 8, 1, 9, 2]
print(nums.reduce(0, +))
print(nums.reduce(1, *))
print(nums.reduce(100, -))
print(nums.sorted(by: >))
print(nums.sorted(by: <))
print(nums.max(by: <)!, nums.min(by: <)!)
print(nums.max(by: >)!)
print(zip(nums, nums.reversed()).map(+))
print(zip(nums, [1, 1, 1, 1, 1, 1]).map(-))
print(zip(nums, nums).map(*))
print(zip(nums, [4, 4, 4, 4, 4, 4]).map(<))
print(zip(nums, [4, 4, 4, 4, 4, 4]).map(==))
print(["b", "a", "c"].sorted(by: >))
print(["ab", "cd", "ef"].reduce("", +))
print([true, false, true].reduce(false) { $0 || $1 })
print([[1, 2], [3], [4, 5]].reduce([], +))
print(nums.reduce(0, max))
print(nums.reduce(Int.max, min))
print([0b1100, 0b1010, 0b0110].reduce(0, |))
print([0b1100, 0b1110, 0b0111].reduce(0xF, &))
print([0b1100, 0b1010].reduce(0, ^))

let ops: [(String, (Int, Int) -> Int)] = [("+", +), ("-", -), ("*", *), ("/", /), ("%", %), ("&+", &+), ("<<", <<)]
for (name, op) in ops {
  print("17 \(name) 5 = \(op(17, 5))")
}

let comparisons: [(Int, Int) -> Bool] = [(<), (<=), (>), (>=), (==), (!=)]
print(comparisons.map { $0(3, 3) })
print(comparisons.map { $0(2, 3) })

func apply<T>(_ op: (T, T) -> T, _ a: T, _ b: T) -> T {
  return op(a, b)
}
print(apply(+, 2, 3))
print(apply(+, "x", "y"))
print(apply(*, 1.5, 4.0))
print(apply(max, "pear", "apple"))

let negate: (Int) -> Int = (-)
print(nums.map(negate))
let notOp: (Bool) -> Bool = (!)
print([true, false].map(notOp))

func fold(_ xs: [Double], _ op: (Double, Double) -> Double) -> Double {
  return xs.dropFirst().reduce(xs[0], op)
}
print(fold([64, 4, 2], /))
print(fold([1, 2, 3], -))
print(fold([2, 3, 4], *))
let strCmp: (String, String) -> Bool = (<)
print(["delta", "Alpha", "charlie", "Bravo"].sorted(by: strCmp))

// expect: 28
// expect: 2160
// expect: 72
// expect: [9, 8, 5, 3, 2, 1]
// expect: [1, 2, 3, 5, 8, 9]
// expect: 9 1
// expect: 1
// expect: [7, 12, 9, 9, 12, 7]
// expect: [4, 2, 7, 0, 8, 1]
// expect: [25, 9, 64, 1, 81, 4]
// expect: [false, true, false, true, false, true]
// expect: [false, false, false, false, false, false]
// expect: ["c", "b", "a"]
// expect: abcdef
// expect: true
// expect: [1, 2, 3, 4, 5]
// expect: 9
// expect: 1
// expect: 14
// expect: 4
// expect: 6
// expect: 17 + 5 = 22
// expect: 17 - 5 = 12
// expect: 17 * 5 = 85
// expect: 17 / 5 = 3
// expect: 17 % 5 = 2
// expect: 17 &+ 5 = 22
// expect: 17 << 5 = 544
// expect: [false, true, false, true, true, false]
// expect: [true, true, false, false, false, true]
// expect: 5
// expect: xy
// expect: 6.0
// expect: pear
// expect: [-5, -3, -8, -1, -9, -2]
// expect: [false, true]
// expect: 8.0
// expect: -4.0
// expect: 24.0
// expect: ["Alpha", "Bravo", "charlie", "delta"]
