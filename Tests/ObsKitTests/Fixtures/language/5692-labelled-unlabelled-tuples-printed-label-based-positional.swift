// Swift compiler execution test style (tuple labels and printing): labelled and unlabelled tuples printed, label-based and positional access, shuffling conversions and nested tuples
let point = (x: 3, y: -1)
let plain = (3, -1)
print(point, plain, point.x, point.1, plain.0)
let nested = (id: 1, info: (name: "ann", tags: ["a", "b"]), flag: true)
print(nested)
print(nested.info.name, nested.info.tags.count, nested.1.0)
let unlabeled: (Int, Int) = point
let relabeled: (a: Int, b: Int) = (a: plain.0, b: plain.1)
print(unlabeled, relabeled, relabeled.b)
let single = (42)
print(single, type(of: single))
let empty = ()
print(empty, type(of: empty))
let withOpt: (Int?, String?) = (nil, "s")
print(withOpt)
let strings = ("a", "b\"c", Character("d"))
print(strings)
print((1, 2.0, "three", [4], [5: 6]))
func minMax(_ xs: [Int]) -> (min: Int, max: Int)? {
    guard let f = xs.first else { return nil }
    return xs.dropFirst().reduce((min: f, max: f)) { (min($0.min, $1), max($0.max, $1)) }
}
print(minMax([4, 9, -2, 7]) as Any, minMax([]) as Any)
if let r = minMax([5]) { print(r.min, r.max, r) }
var mutable = (count: 0, name: "z")
mutable.count += 5
mutable.name.append("!")
mutable.0 *= 2
print(mutable)
let list = [(name: "b", n: 2), (name: "a", n: 3), (name: "c", n: 1)]
print(list.sorted { $0.name < $1.name }.map { $0.n }, list.map(\.name))
print(list.max { $0.n < $1.n }!)
print(String(describing: (1, "x")), "\((true, nil as Int?))")
let fnTuple: (Int, (Int) -> Int) = (2, { $0 * 3 })
print(fnTuple.1(fnTuple.0))
typealias Range2D = (from: (Int, Int), to: (Int, Int))
let rr: Range2D = ((0, 0), (3, 4))
print(rr, rr.to.1 - rr.from.1)

// expect: (x: 3, y: -1) (3, -1) 3 -1 3
// expect: (id: 1, info: (name: "ann", tags: ["a", "b"]), flag: true)
// expect: ann 2 ann
// expect: (3, -1) (a: 3, b: -1) -1
// expect: 42 Int
// expect: () ()
// expect: (nil, Optional("s"))
// expect: ("a", "b\"c", "d")
// expect: (1, 2.0, "three", [4], [5: 6])
// expect: Optional((min: -2, max: 9)) nil
// expect: 5 5 (min: 5, max: 5)
// expect: (count: 10, name: "z!")
// expect: [3, 2, 1] ["b", "a", "c"]
// expect: (name: "a", n: 3)
// expect: (1, "x") (true, nil)
// expect: 6
// expect: (from: (0, 0), to: (3, 4)) 4
