// Compiler test style: operators on optionals: ??, comparison with nil, optional chaining and custom lifting

infix operator +?: AdditionPrecedence

func +? (a: Int?, b: Int?) -> Int? {
  guard let x = a, let y = b else { return nil }
  return x + y
}

func + (a: Int?, b: Int) -> Int {
  return (a ?? 0) + b
}

prefix operator ¿
prefix func ¿ <T>(x: T?) -> String {
  if let v = x {
    return "some(\(v))"
  }
  return "none"
}

struct Wrapper {
  var value: Int?
  var next: Wrapper? {
    guard let v = value, v > 0 else { return nil }
    return Wrapper(value: v - 1)
  }
}

func describe(_ x: Int?) -> String {
  switch x {
  case nil: return "nothing"
  case let v? where v < 0: return "negative \(v)"
  case let v?: return "value \(v)"
  }
}

let a: Int? = 5
let b: Int? = nil
let c: Int? = 7

print(a ?? 0, b ?? 0)
print(b ?? c ?? 99)
print(b ?? b ?? 42)
print((a ?? 0) + (c ?? 0))
print(¿(a +? c))
print(¿(a +? b))
print(¿(b +? b))
print(a + 10)
print(b + 10)
print(a == 5, a != 5, b == nil, a == nil)
print(a == c, b == Optional<Int>.none)
print(¿a, ¿b, ¿Optional("str"))
print(a.map { $0 * 2 } ?? -1)
print(b.map { $0 * 2 } ?? -1)
print(a.flatMap { $0 > 3 ? $0 : nil } ?? -1)
print(describe(a), describe(b), describe(-3))

let w = Wrapper(value: 2)
print(w.next?.value ?? -1)
print(w.next?.next?.value ?? -1)
print(w.next?.next?.next?.value ?? -1)
print((w.next?.value ?? 0) * 10)

var opt: Int? = 3
opt? += 4
print(opt ?? -1)
opt = nil
opt? += 4
print(opt ?? -1)

var arr: [Int]? = [1, 2]
arr?.append(3)
arr? += [4]
print(arr ?? [])
print(arr?.count ?? 0, arr?.first ?? 0)

let values: [Int?] = [3, nil, 1, nil, 2]
print(values.compactMap { $0 }.reduce(0, +))
print(values.map { $0 ?? 0 })
print(values.map { ¿$0 })
print(values.filter { $0 != nil }.count)
let sortedVals = values.sorted { ($0 ?? Int.max) < ($1 ?? Int.max) }
print(sortedVals.map { ¿$0 })

let nested: Int?? = .some(nil)
print(nested == nil, nested! == nil)
let s1: String? = "abc"
print((s1 ?? "") + "def")
print(s1?.count ?? 0 > 2)
print(Optional(1)! + Optional(2)!)

// expect: 5 0
// expect: 7
// expect: 42
// expect: 12
// expect: some(12)
// expect: none
// expect: none
// expect: 15
// expect: 10
// expect: true false true false
// expect: false true
// expect: some(5) none some(str)
// expect: 10
// expect: -1
// expect: 5
// expect: value 5 nothing negative -3
// expect: 1
// expect: 0
// expect: -1
// expect: 10
// expect: 7
// expect: -1
// expect: [1, 2, 3, 4]
// expect: 4 1
// expect: 6
// expect: [3, 0, 1, 0, 2]
// expect: ["some(3)", "none", "some(1)", "none", "some(2)"]
// expect: 3
// expect: ["some(1)", "some(2)", "some(3)", "none", "none"]
// expect: false true
// expect: abcdef
// expect: true
// expect: 3
