// WWDC style (struct offsets): offset(of:) on nested structs and computed keypaths
struct Vec3 { var x: Float; var y: Float; var z: Float }
struct Vertex {
    var position: Vec3
    var normal: Vec3
    var uv: (Float, Float)
    var id: UInt16
    var isVisible: Bool { id != 0 }
}
print("Vertex size", MemoryLayout<Vertex>.size, "stride", MemoryLayout<Vertex>.stride)
print("position", MemoryLayout<Vertex>.offset(of: \.position) ?? -1)
print("normal", MemoryLayout<Vertex>.offset(of: \.normal) ?? -1)
print("normal.y", MemoryLayout<Vertex>.offset(of: \.normal.y) ?? -1)
print("uv", MemoryLayout<Vertex>.offset(of: \.uv) ?? -1)
print("id", MemoryLayout<Vertex>.offset(of: \.id) ?? -1)
print("isVisible", MemoryLayout<Vertex>.offset(of: \.isVisible) as Any)
var vertices = [Vertex(position: Vec3(x: 1, y: 2, z: 3), normal: Vec3(x: 0, y: 1, z: 0), uv: (0.5, 0.25), id: 7)]
let yOff = MemoryLayout<Vertex>.offset(of: \.normal.y)!
let ny = vertices.withUnsafeBytes { $0.load(fromByteOffset: yOff, as: Float.self) }
print("normal.y via bytes", ny)
vertices.withUnsafeMutableBytes { raw in
    raw.storeBytes(of: 9, toByteOffset: MemoryLayout<Vertex>.offset(of: \.id)!, as: UInt16.self)
}
print("id now", vertices[0].id)
// expect: Vertex size 34 stride 36
// expect: position 0
// expect: normal 12
// expect: normal.y 16
// expect: uv 24
// expect: id 32
// expect: isVisible nil
// expect: normal.y via bytes 1.0
// expect: id now 9
