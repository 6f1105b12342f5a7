// Swift Evolution style (SE-0252): @dynamicMemberLookup with key-path subscripts forwarding to a wrapped value
struct Point { var x: Int; var y: Int }

@dynamicMemberLookup
struct Observed<Value> {
    private(set) var value: Value
    private(set) var log: [String] = []

    init(_ value: Value) { self.value = value }

    subscript<T>(dynamicMember keyPath: KeyPath<Value, T>) -> T {
        value[keyPath: keyPath]
    }

    subscript<T>(dynamicMember keyPath: WritableKeyPath<Value, T>) -> T {
        get { value[keyPath: keyPath] }
        set {
            log.append("set \(newValue)")
            value[keyPath: keyPath] = newValue
        }
    }
}

var p = Observed(Point(x: 1, y: 2))
print(p.x, p.y)
p.x = 10
p.y += 5
print(p.x, p.y)
print(p.log)

@dynamicMemberLookup
struct Settings {
    var storage: [String: String] = [:]
    subscript(dynamicMember name: String) -> String {
        get { storage[name] ?? "<unset \(name)>" }
        set { storage[name] = newValue }
    }
}

var s = Settings()
print(s.theme)
s.theme = "dark"
s.font = "mono"
print(s.theme, s.font)
print(s.storage.keys.sorted())

struct Lens<Root, Part> {
    let path: WritableKeyPath<Root, Part>
    func get(_ r: Root) -> Part { r[keyPath: path] }
    func set(_ r: inout Root, _ v: Part) { r[keyPath: path] = v }
}

struct Line { var start: Point; var end: Point }
var line = Line(start: Point(x: 0, y: 0), end: Point(x: 3, y: 4))
let endX = Lens(path: \Line.end.x)
print(endX.get(line))
endX.set(&line, 30)
print(line.end.x, line.start.x)

let paths: [KeyPath<Point, Int>] = [\.x, \.y]
let pt = Point(x: 7, y: 8)
print(paths.map { pt[keyPath: $0] })

@dynamicMemberLookup
struct Wrapper<T> {
    var inner: T
    subscript<U>(dynamicMember kp: KeyPath<T, U>) -> Wrapper<U> { Wrapper<U>(inner: inner[keyPath: kp]) }
}
let w = Wrapper(inner: line)
print(w.end.y.inner)

// expect: 1 2
// expect: 10 7
// expect: ["set 10", "set 7"]
// expect: <unset theme>
// expect: dark mono
// expect: ["font", "theme"]
// expect: 3
// expect: 30 0
// expect: [7, 8]
// expect: 4
