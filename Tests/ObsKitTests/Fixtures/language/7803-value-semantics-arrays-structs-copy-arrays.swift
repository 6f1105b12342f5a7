// Swift book style (value semantics): arrays of structs copy, arrays of classes share instances
struct PointS { var x: Int }
final class PointC {
    var x: Int
    init(x: Int) { self.x = x }
}

var structs = [PointS(x: 1), PointS(x: 2)]
var structsCopy = structs
structsCopy[0].x = 100
print("structs: \(structs.map { $0.x }) copy: \(structsCopy.map { $0.x })")

let classes = [PointC(x: 1), PointC(x: 2)]
let classesCopy = classes
classesCopy[0].x = 100
print("classes: \(classes.map { $0.x }) copy: \(classesCopy.map { $0.x })")
print("same instance: \(classes[0] === classesCopy[0])")

var deep = classes.map { PointC(x: $0.x) }
deep[1].x = -5
print("original: \(classes.map { $0.x }) deep: \(deep.map { $0.x })")
print("deep same instance: \(classes[1] === deep[1])")

func bump(_ points: [PointS]) -> [PointS] {
    var p = points
    for i in p.indices { p[i].x += 1 }
    return p
}
print(bump(structs).map { $0.x }, structs.map { $0.x })

func bumpAll(_ points: [PointC]) {
    for p in points { p.x += 1 }
}
bumpAll(classes)
print(classes.map { $0.x })
// expect: structs: [1, 2] copy: [100, 2]
// expect: classes: [100, 2] copy: [100, 2]
// expect: same instance: true
// expect: original: [100, 2] deep: [100, -5]
// expect: deep same instance: false
// expect: [2, 3] [1, 2]
// expect: [101, 3]
