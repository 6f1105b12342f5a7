// Compiler test style: tuple mutation, labeled elements, nested tuples and tuple arrays
var pair = (x: 1, y: 2)
pair.x += 10
pair.y = pair.x * 2
print(pair)
print(pair.0, pair.1)

var nested = (name: "n", pos: (row: 0, col: 0), tags: ["a"])
nested.pos.row = 3
nested.pos.col -= 1
nested.tags.append("b")
nested.name += "ode"
print(nested.name, nested.pos, nested.tags)

var copy = nested
copy.pos.row = 99
print(nested.pos.row, copy.pos.row)

var points = [(1, 1), (2, 2)]
points[0].0 = 5
points[1].1 *= 10
print(points)

func bump(_ t: inout (Int, Int)) { t.0 += 1; t.1 -= 1 }
func bumpXY(_ t: inout (x: Int, y: Int)) { swap(&t.x, &t.y) }
bump(&points[0])
bumpXY(&pair)
print(points[0], pair)

var (a, b) = (3, 4)
(a, b) = (b, a)
print(a, b)

var dictOfTuples: [String: (count: Int, last: String)] = [:]
for w in ["x1", "y1", "x2", "x3"] {
    let key = String(w.prefix(1))
    dictOfTuples[key, default: (0, "")].count += 1
    dictOfTuples[key]?.last = w
}
for k in dictOfTuples.keys.sorted() {
    let v = dictOfTuples[k]!
    print(k, v.count, v.last)
}
var optTuple: (Int, String)? = (1, "a")
optTuple?.0 += 41
print(optTuple!)
// expect: (x: 11, y: 22)
// expect: 11 22
// expect: node (row: 3, col: -1) ["a", "b"]
// expect: 3 99
// expect: [(5, 1), (2, 20)]
// expect: (6, 0) (x: 22, y: 11)
// expect: 4 3
// expect: x 3 x3
// expect: y 1 y1
// expect: (42, "a")
