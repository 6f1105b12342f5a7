// Swift book style: extensions adding initializers and Equatable/Hashable synthesized conformance
struct Size {
    var width = 0.0, height = 0.0
}
struct Point {
    var x = 0.0, y = 0.0
}
struct Rect {
    var origin = Point()
    var size = Size()
}

let defaultRect = Rect()
let memberwiseRect = Rect(origin: Point(x: 2.0, y: 2.0),
    size: Size(width: 5.0, height: 5.0))

extension Rect {
    init(center: Point, size: Size) {
        let originX = center.x - (size.width / 2)
        let originY = center.y - (size.height / 2)
        self.init(origin: Point(x: originX, y: originY), size: size)
    }
    var area: Double { size.width * size.height }
}

let centerRect = Rect(center: Point(x: 4.0, y: 4.0),
    size: Size(width: 3.0, height: 3.0))
print(centerRect.origin.x, centerRect.origin.y)
print(defaultRect.area, memberwiseRect.area, centerRect.area)

struct Vector3D: Equatable, Hashable {
    var x = 0.0, y = 0.0, z = 0.0
}
let twoThreeFour = Vector3D(x: 2.0, y: 3.0, z: 4.0)
let anotherTwoThreeFour = Vector3D(x: 2.0, y: 3.0, z: 4.0)
if twoThreeFour == anotherTwoThreeFour {
    print("These two vectors are also equivalent.")
}
print(twoThreeFour != Vector3D())

enum SkillLevel: Comparable {
    case beginner
    case intermediate
    case expert(stars: Int)
}
var levels = [SkillLevel.intermediate, SkillLevel.beginner,
              SkillLevel.expert(stars: 5), SkillLevel.expert(stars: 3)]
for level in levels.sorted() {
    print(level)
}
levels.sort(by: >)
print(levels.first!)

var seen: Set<Vector3D> = [twoThreeFour]
print(seen.insert(anotherTwoThreeFour).inserted)
print(seen.insert(Vector3D(x: 1)).inserted, seen.count)
// expect: 2.5 2.5
// expect: 0.0 25.0 9.0
// expect: These two vectors are also equivalent.
// expect: true
// expect: beginner
// expect: intermediate
// expect: expert(stars: 3)
// expect: expert(stars: 5)
// expect: expert(stars: 5)
// expect: false
// expect: true 2
