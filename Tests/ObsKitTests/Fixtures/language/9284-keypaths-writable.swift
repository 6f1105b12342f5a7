// keypaths-writable
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Point { var x = 0.0, y = 0.0 }
struct Shape { var origin = Point(); var name = "shape"; let id = 7; var tags: [String] = [] }
final class Settings { var volume = 5; var title = "main"; let build = 42; var inner = Point() }

var p = Point()
p[keyPath: \Point.x] = 5
let wy: WritableKeyPath<Point, Double> = \.y
p[keyPath: wy] += 2.5
print(p)

var shape = Shape()
shape[keyPath: \.origin.x] = 9
shape[keyPath: \Shape.tags].append("new")
shape[keyPath: \.tags[0]] = "first"
print(shape.origin.x, shape.tags, shape[keyPath: \.id])

let readOnly: KeyPath<Shape, Int> = \.id
let writableName: KeyPath<Shape, String> = \.name
print(readOnly is WritableKeyPath<Shape, Int>, writableName is WritableKeyPath<Shape, String>)
print(type(of: \Shape.id), type(of: \Shape.name), type(of: \Settings.volume), type(of: \Settings.build))

let settings = Settings()
let rkp: ReferenceWritableKeyPath<Settings, Int> = \.volume
settings[keyPath: rkp] = 9
settings[keyPath: \.title] += "!"
settings[keyPath: \Settings.inner.y] = 3
print(settings.volume, settings.title, settings.inner, settings[keyPath: \.build])

func setAll<T>(_ xs: inout [T], _ kp: WritableKeyPath<T, Double>, to v: Double) {
    for i in xs.indices { xs[i][keyPath: kp] = v }
}
var pts = [Point(x: 1, y: 1), Point(x: 2, y: 2)]
setAll(&pts, \.y, to: -1)
print(pts.map { "\($0.x),\($0.y)" })

func update<Root: AnyObject, V>(_ obj: Root, _ kp: ReferenceWritableKeyPath<Root, V>, _ f: (V) -> V) {
    obj[keyPath: kp] = f(obj[keyPath: kp])
}
update(settings, \.volume) { $0 * 10 }
update(settings, \.title) { $0.uppercased() }
print(settings.volume, settings.title)

let anyKP: AnyKeyPath = \Point.x
print(anyKP as? KeyPath<Point, Double> != nil, anyKP as? WritableKeyPath<Point, Double> != nil, anyKP as? KeyPath<Point, Int> == nil)
let partial: PartialKeyPath<Point> = \.y
if let w = partial as? WritableKeyPath<Point, Double> { p[keyPath: w] = 100; print("via partial:", p.y) }

@dynamicMemberLookup
struct Tracked<T> {
    private(set) var value: T
    private(set) var changes: [String] = []
    init(_ v: T) { value = v }
    subscript<V>(dynamicMember kp: WritableKeyPath<T, V>) -> V {
        get { value[keyPath: kp] }
        set { value[keyPath: kp] = newValue; changes.append("\(kp)") }
    }
}
var tracked = Tracked(Point(x: 1, y: 2))
tracked.x = 10
tracked.y += 1
print(tracked.x, tracked.y, tracked.value, tracked.changes.count)

@dynamicMemberLookup
final class Proxy<Obj: AnyObject> {
    let target: Obj
    var reads = 0
    init(_ t: Obj) { target = t }
    subscript<V>(dynamicMember kp: ReferenceWritableKeyPath<Obj, V>) -> V {
        get { reads += 1; return target[keyPath: kp] }
        set { target[keyPath: kp] = newValue }
    }
}
let proxy = Proxy(settings)
proxy.volume = 1
proxy.title = "proxied"
print(proxy.volume, proxy.title, proxy.reads, settings.volume)

var shapes = [Shape(), Shape()]
shapes[1][keyPath: \.origin] = Point(x: 4, y: 4)
let originKP = \Shape.origin
print(shapes.map { $0[keyPath: originKP.appending(path: \.x)] }, shapes.map(\.origin.y))

// expect: Point(x: 5.0, y: 2.5)
// expect: 9.0 ["first"] 7
// expect: false true
// expect: KeyPath<Shape, Int> WritableKeyPath<Shape, String> ReferenceWritableKeyPath<Settings, Int> KeyPath<Settings, Int>
// expect: 9 main! Point(x: 0.0, y: 3.0) 42
// expect: ["1.0,-1.0", "2.0,-1.0"]
// expect: 90 MAIN!
// expect: true true true
// expect: via partial: 100.0
// expect: 10.0 3.0 Point(x: 10.0, y: 3.0) 2
// expect: 1 proxied 2 1
// expect: [0.0, 4.0] [0.0, 4.0]
