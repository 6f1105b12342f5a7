// Compiler test style: dot operators and Unicode symbol operators with user-defined precedence

precedencegroup DotProductPrecedence {
  associativity: left
  higherThan: AdditionPrecedence
  lowerThan: MultiplicationPrecedence
}

infix operator .*: MultiplicationPrecedence
infix operator .+: AdditionPrecedence
infix operator •: DotProductPrecedence
infix operator ∪: AdditionPrecedence
infix operator ∩: MultiplicationPrecedence
infix operator ∈: ComparisonPrecedence
prefix operator ∑
prefix operator ∏
postfix operator ′

struct V: CustomStringConvertible {
  var xs: [Int]
  var description: String { return "V\(xs)" }

  static func .* (a: V, b: V) -> V { return V(xs: zip(a.xs, b.xs).map(*)) }
  static func .+ (a: V, b: V) -> V { return V(xs: zip(a.xs, b.xs).map(+)) }
  static func .* (a: V, k: Int) -> V { return V(xs: a.xs.map { $0 * k }) }
  static func • (a: V, b: V) -> Int { return zip(a.xs, b.xs).map(*).reduce(0, +) }
}

func ∪ <T: Comparable>(a: [T], b: [T]) -> [T] {
  var out = a
  for x in b where !out.contains(x) {
    out.append(x)
  }
  return out.sorted()
}

func ∩ <T: Comparable>(a: [T], b: [T]) -> [T] {
  return a.filter { b.contains($0) }.sorted()
}

func ∈ <T: Equatable>(x: T, s: [T]) -> Bool {
  return s.contains(x)
}

prefix func ∑ (xs: [Int]) -> Int { return xs.reduce(0, +) }
prefix func ∏ (xs: [Int]) -> Int { return xs.reduce(1, *) }

postfix func ′ (f: @escaping (Int) -> Int) -> (Int) -> Int {
  return { x in f(x + 1) - f(x) }
}

let a = V(xs: [1, 2, 3])
let b = V(xs: [4, 5, 6])
print(a .* b)
print(a .+ b)
print(a .* 10)
print(a • b)
print(a .+ b .* b)
print((a .+ b) .* b)
print(a • b + 1)
print(a .* 2 • b)

let s1 = [5, 1, 3]
let s2 = [3, 4, 5, 6]
print(s1 ∪ s2)
print(s1 ∩ s2)
print(s1 ∪ s2 ∩ [1, 6])
print((s1 ∪ s2) ∩ [1, 6])
print(3 ∈ s1, 4 ∈ s1)
print(4 ∈ s1 ∪ s2)
print("b" ∈ ["a", "b"])

print(∑[1, 2, 3, 4])
print(∏[1, 2, 3, 4])
print(∑s1 + ∏s1)
print(∑(s1 ∪ s2))
print(∑[])
print(∏[])

let square: (Int) -> Int = { $0 * $0 }
let dSquare = square′
print((0..<5).map(dSquare))
let cube: (Int) -> Int = { $0 * $0 * $0 }
print((0..<5).map(cube′))
print((0..<5).map((cube′)′))
print((0..<5).map(((cube′)′)′))

// expect: V[4, 10, 18]
// expect: V[5, 7, 9]
// expect: V[10, 20, 30]
// expect: 32
// expect: V[17, 27, 39]
// expect: V[20, 35, 54]
// expect: 33
// expect: 64
// expect: [1, 3, 4, 5, 6]
// expect: [3, 5]
// expect: [1, 3, 5, 6]
// expect: [1, 6]
// expect: true false
// expect: true
// expect: true
// expect: 10
// expect: 24
// expect: 24
// expect: 19
// expect: 0
// expect: 1
// expect: [1, 3, 5, 7, 9]
// expect: [1, 7, 19, 37, 61]
// expect: [6, 12, 18, 24, 30]
// expect: [6, 6, 6, 6, 6]
