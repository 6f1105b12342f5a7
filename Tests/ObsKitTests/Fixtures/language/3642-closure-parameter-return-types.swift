// Compiler test style: closure parameter and return types inferred from context
// known-gap: needs the compiler check (literal types); unchecked: line 10: expected "sub 2.0", got "sub 2"
func apply(_ f: (Int) -> Int, to x: Int) -> Int { f(x) }
func apply(_ f: (Double) -> Double, to x: Double) -> Double { f(x) }

print(apply({ $0 * 2 }, to: 4))
print(apply({ $0 / 2 }, to: 5))
print(apply({ $0 / 2 }, to: 5.0))

let toDouble: (Int) -> Double = { Double($0) / 4 }
print(toDouble(3))

let fs: [(Int) -> String] = [{ "\($0)" }, { String(repeating: "*", count: $0) }, { $0 % 2 == 0 ? "even" : "odd" }]
for f in fs { print(f(3)) }

let lookup: [String: (Double, Double) -> Double] = ["add": { $0 + $1 }, "mul": { $0 * $1 }, "sub": (-)]
for k in lookup.keys.sorted() { print(k, lookup[k]!(6, 4)) }

func make(_ n: Int) -> (Int) -> Int {
    return { $0 + n }
}
print(make(10)(5))

let sorted = ["pear", "fig", "banana"].sorted { $0.count < $1.count }
print(sorted)
let lens = ["a", "bb", "ccc"].map { $0.count }
print(lens, type(of: lens))
let halves: [Double] = [1, 2, 3].map { $0 / 2 }
print(halves)
let floats = [1, 2, 3].map { Float($0) / 2 }
print(floats)
let r: Double = [1, 2, 3].reduce(0) { $0 + $1 }
print(r)
// expect: 8
// expect: 2
// expect: 2.5
// expect: 0.75
// expect: 3
// expect: ***
// expect: odd
// expect: add 10.0
// expect: mul 24.0
// expect: sub 2.0
// expect: 15
// expect: ["fig", "pear", "banana"]
// expect: [1, 2, 3] Array<Int>
// expect: [0.5, 1.0, 1.5]
// expect: [0.5, 1.0, 1.5]
// expect: 6.0
