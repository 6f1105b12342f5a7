// Swift book style (Protocols): synthesized Equatable, Hashable and Comparable, protocol composition parameters, and checking conformance with is and as?
struct Vec: Equatable, Hashable { var x = 0, y = 0, z = 0 }
print(Vec(x: 1, y: 2) == Vec(x: 1, y: 2), Vec() != Vec(z: 1))
let uniques = Set([Vec(x: 1), Vec(x: 1), Vec(y: 2)])
print(uniques.count, uniques.contains(Vec(y: 2)))

enum Size: Comparable { case small, medium, large, huge(Int) }
let sizes: [Size] = [.huge(3), .large, .small, .huge(1), .medium]
print(sizes.sorted())
print(Size.small < .large, Size.huge(2) > .huge(5), sizes.max()!)

enum Tag: Hashable { case plain, colored(String) }
var counts: [Tag: Int] = [:]
for t in [Tag.plain, .colored("red"), .plain, .colored("red"), .colored("blue")] { counts[t, default: 0] += 1 }
print(counts[.plain]!, counts[.colored("red")]!, counts.count)

protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }
struct Person: Named, Aged { var name: String; var age: Int }
func wish(_ who: Named & Aged) { print("Happy \(who.age), \(who.name)!") }
wish(Person(name: "Lou", age: 33))
class Place { let lat: Double; init(lat: Double) { self.lat = lat } }
class City: Place, Named {
    let name: String
    init(name: String, lat: Double) { self.name = name; super.init(lat: lat) }
}
func visit(_ where_: Place & Named) { print("visiting \(where_.name) at \(where_.lat)") }
visit(City(name: "Quito", lat: -0.18))

protocol HasArea { var area: Double { get } }
class Circle: HasArea {
    let r: Double
    init(r: Double) { self.r = r }
    var area: Double { 3.0 * r * r }
}
struct Rect: HasArea { var w: Double, h: Double; var area: Double { w * h } }
class Bird { var legs = 2 }
let objs: [AnyObject] = [Circle(r: 2), Bird(), Circle(r: 1)]
for o in objs {
    if let a = o as? HasArea { print("area \(a.area)") } else { print("no area, is Bird: \(o is Bird)") }
}
let all: [Any] = [Rect(w: 2, h: 3), "x", Circle(r: 1)]
print(all.filter { $0 is HasArea }.count)
struct Version: Comparable {
    var major: Int, minor: Int
    static func < (a: Version, b: Version) -> Bool { (a.major, a.minor) < (b.major, b.minor) }
}
let vs = [Version(major: 2, minor: 1), Version(major: 1, minor: 9), Version(major: 2, minor: 0)]
print(vs.sorted().map { "\($0.major).\($0.minor)" }, vs.min()! == Version(major: 1, minor: 9))
print(Version(major: 1, minor: 2) >= Version(major: 1, minor: 2))

// expect: true true
// expect: 2 true
// expect: [main.Size.small, main.Size.medium, main.Size.large, main.Size.huge(1), main.Size.huge(3)]
// expect: true false huge(3)
// expect: 2 2 3
// expect: Happy 33, Lou!
// expect: visiting Quito at -0.18
// expect: area 12.0
// expect: no area, is Bird: true
// expect: area 3.0
// expect: 2
// expect: ["1.9", "2.0", "2.1"] true
// expect: true
