// Compiler test style: operators as function values in reduce, sort, zip and dictionary init
let xs = [4, 1, 3]
let ys = [10, 20, 30]
print(xs.reduce(1, *), xs.reduce(0, +), xs.sorted(by: >))
print(zip(xs, ys).map(+))
print(zip(xs, ys).map { $0 * $1 })
print(zip(xs, ys).map { pair in pair.1 - pair.0 })
let counts = Dictionary(["a", "b", "a", "c", "a"].map { ($0, 1) }, uniquingKeysWith: +)
print(counts.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" }.joined())
let lookup = Dictionary(uniqueKeysWithValues: zip(["one", "two"], [1, 2]))
print(lookup["two"]!)
let cmp: (Int, Int) -> Bool = (<)
print(cmp(1, 2), [3, 1, 2].sorted(by: cmp))
let strCat: (String, String) -> String = (+)
print(["a", "b", "c"].reduce("", strCat))
print(["x", "y"].reduce("z", +))
let fs: [(Int, Int) -> Int] = [(+), (-), (*), (/), (%)]
print(fs.map { $0(17, 5) })
print([[1, 2], [3], []].reduce([], +))
let negated = xs.map(-)
print(negated)
// expect: 12 8 [4, 3, 1]
// expect: [14, 21, 33]
// expect: [40, 20, 90]
// expect: [6, 19, 27]
// expect: a3b1c1
// expect: 2
// expect: true [1, 2, 3]
// expect: abc
// expect: zxy
// expect: [22, 12, 85, 3, 2]
// expect: [1, 2, 3]
// expect: [-4, -1, -3]
