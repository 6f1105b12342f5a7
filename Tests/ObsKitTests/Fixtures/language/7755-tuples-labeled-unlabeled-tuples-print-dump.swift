// Blog style (tuples): labeled and unlabeled tuples in print and dump
let pair = (1, "two")
print(pair)
let point = (x: 3, y: 4)
print(point)
let mixed = (name: "Ann", 30)
print(mixed)
let nested = (1, (2, 3))
print(nested)
let withOpt: (Int?, String) = (nil, "z")
print(withOpt)
debugPrint(pair)
print("point is \(point)")
let arr = [(1, "a"), (2, "b")]
print(arr)
dump(point)
dump(pair)
let unit = ()
print(unit)
let triple = (a: 1.5, b: true, c: "c")
print(triple.a, triple.b, triple.c)
print(triple)
print(String(describing: (label: "v", 1)))
// expect: (1, "two")
// expect: (x: 3, y: 4)
// expect: (name: "Ann", 30)
// expect: (1, (2, 3))
// expect: (nil, "z")
// expect: (1, "two")
// expect: point is (x: 3, y: 4)
// expect: [(1, "a"), (2, "b")]
// expect: ▿ (2 elements)
// expect:   - x: 3
// expect:   - y: 4
// expect: ▿ (2 elements)
// expect:   - .0: 1
// expect:   - .1: "two"
// expect: ()
// expect: 1.5 true c
// expect: (a: 1.5, b: true, c: "c")
// expect: (label: "v", 1)
