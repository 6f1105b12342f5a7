// Compiler test style: function types as values - arrays, dictionaries, returning functions
func double(_ x: Int) -> Int { x * 2 }
func square(_ x: Int) -> Int { x * x }
let negate: (Int) -> Int = { -$0 }

let pipeline: [(Int) -> Int] = [double, square, negate, { $0 + 1 }]
print(pipeline.reduce(3) { acc, f in f(acc) })
print(pipeline.map { $0(5) })

let ops: [String: (Int, Int) -> Int] = ["+": (+), "-": (-), "*": (*), "max": max]
for key in ops.keys.sorted() {
    print(key, ops[key]!(7, 3))
}

func makeMultiplier(_ m: Int) -> (Int) -> Int {
    return { $0 * m }
}
let triple = makeMultiplier(3)
print(triple(14), makeMultiplier(-1)(9))

func choose(_ name: String) -> ((Int) -> Int)? {
    switch name {
    case "double": return double
    case "square": return square
    default: return nil
    }
}
print(choose("square")?(9) as Any, choose("nope")?(9) as Any)
let method = String.uppercased
print(method("abc")())
// expect: -35
// expect: [10, 25, -5, 6]
// expect: * 21
// expect: + 10
// expect: - 4
// expect: max 7
// expect: 42 -9
// expect: Optional(81) nil
// expect: ABC
