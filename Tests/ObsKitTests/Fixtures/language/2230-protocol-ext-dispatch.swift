// Compiler test style: protocol extension methods that are not requirements — static vs dynamic dispatch
protocol Shape {
    func area() -> Int
    func describe() -> String
}

extension Shape {
    func describe() -> String { return "shape with area \(area())" }
    func kind() -> String { return "generic shape" }
}

struct Square: Shape {
    var side: Int
    func area() -> Int { return side * side }
    func describe() -> String { return "square \(side)x\(side)" }
    func kind() -> String { return "square" }
}

struct Blob: Shape {
    func area() -> Int { return 7 }
    func kind() -> String { return "blob" }
}

func viaGeneric<T: Shape>(_ s: T) -> String {
    return "\(s.describe()) / \(s.kind())"
}

func viaExistential(_ s: any Shape) -> String {
    return "\(s.describe()) / \(s.kind())"
}

let sq = Square(side: 3)
let blob = Blob()
print(sq.describe(), sq.kind())
print(blob.describe(), blob.kind())
print(viaGeneric(sq))
print(viaGeneric(blob))
print(viaExistential(sq))
print(viaExistential(blob))

let shapes: [any Shape] = [sq, blob, Square(side: 1)]
for s in shapes {
    print(s.kind(), "-", s.describe())
}
let asProto: Shape = sq
print(asProto.kind(), (asProto as! Square).kind())
// expect: square 3x3 square
// expect: shape with area 7 blob
// expect: square 3x3 / generic shape
// expect: shape with area 7 / generic shape
// expect: square 3x3 / generic shape
// expect: shape with area 7 / generic shape
// expect: generic shape - square 3x3
// expect: generic shape - shape with area 7
// expect: generic shape - square 1x1
// expect: generic shape square
