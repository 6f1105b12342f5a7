// Compiler test style: arrays of class instances share elements while arrays of structs copy
class RefPoint {
    var x: Int
    init(x: Int) { self.x = x }
}
struct ValPoint {
    var x: Int
}

var refs = [RefPoint(x: 1), RefPoint(x: 2)]
var refsCopy = refs
refsCopy[0].x = 100
print(refs[0].x, refsCopy[0].x)
refsCopy.append(RefPoint(x: 3))
print(refs.count, refsCopy.count)
refsCopy[1] = RefPoint(x: 200)
print(refs[1].x, refsCopy[1].x)

var vals = [ValPoint(x: 1), ValPoint(x: 2)]
var valsCopy = vals
valsCopy[0].x = 100
print(vals[0].x, valsCopy[0].x)
valsCopy.append(ValPoint(x: 3))
print(vals.count, valsCopy.count)

func bump(_ items: [RefPoint]) {
    for item in items { item.x += 1 }
}
bump(refs)
print(refs.map { $0.x })
print(refsCopy.map { $0.x })

func bumpVals(_ items: [ValPoint]) -> [ValPoint] {
    var items = items
    for i in items.indices { items[i].x += 1 }
    return items
}
let bumped = bumpVals(vals)
print(vals.map { $0.x }, bumped.map { $0.x })
// expect: 100 100
// expect: 2 3
// expect: 2 200
// expect: 1 100
// expect: 2 3
// expect: [101, 3]
// expect: [101, 200, 3]
// expect: [1, 2] [2, 3]
