// Compiler test style: the identity key path \.self on values and collections
let numbers = [3, 1, 4, 1, 5, 9, 2, 6]

let copies = numbers.map(\.self)
print(copies)

var value = 10
value[keyPath: \.self] = 42
print(value)

let words = ["swift", "", "key", "", "path"]
let nonEmpty = words.filter { !$0.isEmpty }
print(nonEmpty.map(\.self).joined(separator: "-"))

let flags = [true, false, true, true]
print(flags.filter(\.self).count)

struct Point {
    var x: Int
    var y: Int
}

var pt = Point(x: 1, y: 2)
let whole: WritableKeyPath<Point, Point> = \Point.self
pt[keyPath: whole] = Point(x: 7, y: 8)
print(pt.x, pt.y)

let optionals: [Int?] = [1, nil, 3, nil, 5]
print(optionals.compactMap(\.self))

let grid = [[1, 2], [3, 4]]
print(grid.flatMap(\.self))

func identity<T>(_ path: KeyPath<T, T>, _ v: T) -> T { v[keyPath: path] }
print(identity(\String.self, "same"))

// expect: [3, 1, 4, 1, 5, 9, 2, 6]
// expect: 42
// expect: swift-key-path
// expect: 3
// expect: 7 8
// expect: [1, 3, 5]
// expect: [1, 2, 3, 4]
// expect: same
