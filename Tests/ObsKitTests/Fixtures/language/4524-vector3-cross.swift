// App code style: a Vector3 over SignedNumeric with dot and cross products, used for normals and a tiny ray test
struct Vector3<T: SignedNumeric & Comparable>: Equatable, CustomStringConvertible {
    var x: T, y: T, z: T

    static var zero: Vector3 { Vector3(x: .zero, y: .zero, z: .zero) }
    static var up: Vector3 { Vector3(x: 0, y: 1, z: 0) }

    static func + (a: Vector3, b: Vector3) -> Vector3 { Vector3(x: a.x + b.x, y: a.y + b.y, z: a.z + b.z) }
    static func - (a: Vector3, b: Vector3) -> Vector3 { Vector3(x: a.x - b.x, y: a.y - b.y, z: a.z - b.z) }
    static func * (a: Vector3, s: T) -> Vector3 { Vector3(x: a.x * s, y: a.y * s, z: a.z * s) }
    static func * (s: T, a: Vector3) -> Vector3 { a * s }
    static prefix func - (a: Vector3) -> Vector3 { Vector3(x: -a.x, y: -a.y, z: -a.z) }

    func dot(_ o: Vector3) -> T { x * o.x + y * o.y + z * o.z }

    func cross(_ o: Vector3) -> Vector3 {
        Vector3(x: y * o.z - z * o.y, y: z * o.x - x * o.z, z: x * o.y - y * o.x)
    }

    var lengthSquared: T { dot(self) }
    var maxComponent: T { Swift.max(x, y, z) }
    var description: String { "<\(x), \(y), \(z)>" }
}

extension Vector3 where T: FloatingPoint {
    var length: T { lengthSquared.squareRoot() }
    func normalized() -> Vector3 {
        let l = length
        return Vector3(x: x / l, y: y / l, z: z / l)
    }
}

let i = Vector3(x: 1, y: 0, z: 0)
let j = Vector3(x: 0, y: 1, z: 0)
let k = i.cross(j)
print("i x j =", k)
print("j x i =", j.cross(i))
print("i . j =", i.dot(j))
print("k == -(j x i):", k == -(j.cross(i)))
print("up:", Vector3<Int>.up, "zero:", Vector3<Int>.zero)
print("2 * i + 3 * j:", 2 * i + 3 * j)

let p0 = Vector3(x: 0.0, y: 0.0, z: 0.0)
let p1 = Vector3(x: 1.0, y: 0.0, z: 0.0)
let p2 = Vector3(x: 0.0, y: 2.0, z: 0.0)
let normal = (p1 - p0).cross(p2 - p0)
print("normal:", normal)
print("normalized:", normal.normalized())
print("triangle area:", normal.length / 2)

let v = Vector3(x: 1.0, y: 2.0, z: 2.0)
print("length:", v.length, "lengthSq:", v.lengthSquared)
print("unit:", v.normalized())
print("max component:", v.maxComponent)

let f = Vector3<Float>(x: 3, y: 4, z: 12)
print("float length:", f.length)

func facesCamera<T: SignedNumeric & Comparable>(normal: Vector3<T>, view: Vector3<T>) -> Bool {
    normal.dot(view) < 0
}
let view = Vector3(x: 0, y: 0, z: -1)
print("faces:", facesCamera(normal: k, view: view), facesCamera(normal: -k, view: view))

let small = Vector3<Int8>(x: 2, y: -3, z: 4)
print("int8 cross:", small.cross(Vector3(x: 1, y: 1, z: 1)))
print("int8 lenSq:", small.lengthSquared)

var path = Vector3<Double>.zero
let moves = [Vector3(x: 0.1, y: 0.0, z: 0.0), Vector3(x: 0.2, y: 0.5, z: -0.5), Vector3(x: 0.0, y: 0.5, z: 1.5)]
for m in moves { path = path + m }
print("path end:", path)
// expect: i x j = <0, 0, 1>
// expect: j x i = <0, 0, -1>
// expect: i . j = 0
// expect: k == -(j x i): true
// expect: up: <0, 1, 0> zero: <0, 0, 0>
// expect: 2 * i + 3 * j: <2, 3, 0>
// expect: normal: <0.0, 0.0, 2.0>
// expect: normalized: <0.0, 0.0, 1.0>
// expect: triangle area: 1.0
// expect: length: 3.0 lengthSq: 9.0
// expect: unit: <0.3333333333333333, 0.6666666666666666, 0.6666666666666666>
// expect: max component: 2.0
// expect: float length: 13.0
// expect: faces: true false
// expect: int8 cross: <-7, 2, 5>
// expect: int8 lenSq: 29
// expect: path end: <0.30000000000000004, 1.0, 1.0>
