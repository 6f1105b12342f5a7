// Language Reference style (types): tuple types with element labels, label conversion, nesting, Void and single-element tuples
var point: (x: Int, y: Int) = (x: 3, y: 4)
print(point.x, point.1, point)
point = (5, 6)
print(point)
let unlabeled: (Int, Int) = point
print(unlabeled.0 + unlabeled.1)
let relabel: (x: Int, y: Int) = unlabeled
print(relabel.y)

func minMax(_ xs: [Int]) -> (min: Int, max: Int)? {
    guard let f = xs.first else { return nil }
    return xs.dropFirst().reduce((min: f, max: f)) { (min: Swift.min($0.min, $1), max: Swift.max($0.max, $1)) }
}
if let r = minMax([4, -2, 9, 1]) { print(r.min, r.max, r) }
print(minMax([]) as Any)

let nested: (name: String, pos: (Int, Int)) = ("p", (1, 2))
print(nested.pos.1, nested.name, nested)

let v: Void = ()
print(v, type(of: v) == Void.self)
let single: (Int) = (9)
print(single + 1)

typealias Entry = (key: String, value: Int)
var entries: [Entry] = [("b", 2), ("a", 1), ("c", 3)]
entries.sort { $0.key < $1.key }
print(entries.map { "\($0.key)=\($0.value)" }.joined(separator: ","))
let (k, val) = entries[2]
print(k, val)
print((1, "a") == (1, "a"), (1, 2) < (1, 3), (2, "a") > (1, "z"))
var t3 = (a: 1, b: "two", c: 3.0)
t3.b += "!"
print(t3)
let fnTuple: (Int, (Int) -> Int) = (2, { $0 * 3 })
print(fnTuple.1(fnTuple.0))

// expect: 3 4 (x: 3, y: 4)
// expect: (x: 5, y: 6)
// expect: 11
// expect: 6
// expect: -2 9 (min: -2, max: 9)
// expect: nil
// expect: 2 p (name: "p", pos: (1, 2))
// expect: () true
// expect: 10
// expect: a=1,b=2,c=3
// expect: c 3
// expect: true true true
// expect: (a: 1, b: "two!", c: 3.0)
// expect: 6
