// Check error: passing an argument the memberwise initializer does not have
struct Point {
    var x: Double
    var y: Double
}

let p = Point(x: 1, y: 2, z: 3)
print(p)
// expect-error: extra argument 'z' in call
