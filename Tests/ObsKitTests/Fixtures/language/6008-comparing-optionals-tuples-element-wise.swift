// Stack Overflow style (optional and tuple equality): comparing optionals with == and <, and tuples element-wise
let a: Int? = 5
let b: Int? = nil
let c: Int = 5

print(a == c, b == c, b == nil, a != nil)
print(a == Optional(5), Optional<Int>.none == b)

let nested: Int?? = .some(nil)
let flat: Int?? = nil
print(nested == nil, flat == nil, nested == .some(nil))

let t1 = (1, "a", true)
let t2 = (1, "a", true)
let t3 = (1, "b", false)
print(t1 == t2, t1 == t3, t1 != t3)
print((1, 2) < (1, 3), (2, 0) < (1, 9), ("a", 2) <= ("a", 2))
print((3, "z") > (3, "a"))

let names: [String?] = ["x", nil, "y"]
print(names.filter { $0 == nil }.count, names.filter { $0 != nil }.count)
print(names.contains(nil), names.contains("y"))

let arr1: [Int]? = [1, 2]
let arr2: [Int]? = [1, 2]
print(arr1 == arr2, arr1 == [1, 2], arr1 == nil)

struct Pair: Equatable { var left: Int; var right: Int? }
print(Pair(left: 1, right: nil) == Pair(left: 1, right: nil))
print(Pair(left: 1, right: 2) == Pair(left: 1, right: nil))

let labeled = (x: 1, y: 2)
let unlabeled = (1, 2)
print(labeled == unlabeled)
let maybeNum: Double? = 0.1 + 0.2
print(maybeNum == 0.3, (maybeNum ?? 0) > 0.3)

// expect: true false true true
// expect: true true
// expect: false true true
// expect: true false true
// expect: true false true
// expect: true
// expect: 1 2
// expect: true true
// expect: true true false
// expect: true
// expect: false
// expect: true
// expect: false true
