// Compiler test style: operator overloads picked by static operand types
// known-gap: line 2: expected "Vec+Vec(4)", got "Vec3+Vec3(4, 6)"
class Vec { let x: Int; init(_ x: Int) { self.x = x } }
class Vec3: Vec { let z: Int; init(_ x: Int, _ z: Int) { self.z = z; super.init(x) } }

func + (a: Vec, b: Vec) -> String { "Vec+Vec(\(a.x + b.x))" }
func + (a: Vec3, b: Vec3) -> String { "Vec3+Vec3(\(a.x + b.x), \(a.z + b.z))" }
func == (a: Vec, b: Vec) -> Bool { a.x == b.x }

let v1 = Vec3(1, 2), v2 = Vec3(3, 4)
let u1: Vec = v1, u2: Vec = v2
print(v1 + v2)
print(u1 + u2)
print(v1 + u2)
print(v1 == v2, u1 == Vec(1))

infix operator <=>: ComparisonPrecedence
func <=> (a: Int, b: Int) -> String { a < b ? "lt" : a > b ? "gt" : "eq" }
func <=> (a: Double, b: Double) -> String { "double " + (a < b ? "lt" : a > b ? "gt" : "eq") }
func <=> (a: String, b: String) -> String { "string " + (a < b ? "lt" : a > b ? "gt" : "eq") }
print(1 <=> 2)
print(2.5 <=> 2)
print(3 <=> 3.0)
print("b" <=> "a")
let n = 4
print(n <=> 4)

prefix operator √
prefix func √ (x: Int) -> Int { var r = 0; while (r + 1) * (r + 1) <= x { r += 1 }; return r }
prefix func √ (x: Double) -> String { "approx(\(x))" }
print(√17)
print(√17.0)
let k: Int = √(50)
print(k)
// expect: Vec3+Vec3(4, 6)
// expect: Vec+Vec(4)
// expect: Vec+Vec(4)
// expect: false true
// expect: lt
// expect: double gt
// expect: double eq
// expect: string gt
// expect: eq
// expect: 4
// expect: approx(17.0)
// expect: 7
