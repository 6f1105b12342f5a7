// App code style: polygon area and perimeter by the shoelace formula, generic over signed numeric coordinates
// known-gap: needs the compiler check (the types it gives); unchecked: error: 4528-polygon-area.swift:49:22: error: value of type 'Int' has no member 'squareRoot'
struct Pt<T: SignedNumeric & Comparable>: CustomStringConvertible {
    var x: T
    var y: T
    var description: String { "(\(x),\(y))" }
}

struct Polygon<T: SignedNumeric & Comparable> {
    var vertices: [Pt<T>]

    // twice the signed area
    var doubleSignedArea: T {
        var acc: T = 0
        for i in vertices.indices {
            let a = vertices[i]
            let b = vertices[(i + 1) % vertices.count]
            acc += a.x * b.y - b.x * a.y
        }
        return acc
    }

    var isCounterClockwise: Bool { doubleSignedArea > 0 }

    var boundingBox: (min: Pt<T>, max: Pt<T>) {
        var lo = vertices[0], hi = vertices[0]
        for v in vertices {
            lo.x = min(lo.x, v.x); lo.y = min(lo.y, v.y)
            hi.x = max(hi.x, v.x); hi.y = max(hi.y, v.y)
        }
        return (lo, hi)
    }

    func translated(by dx: T, _ dy: T) -> Polygon {
        Polygon(vertices: vertices.map { Pt(x: $0.x + dx, y: $0.y + dy) })
    }

    var reversed: Polygon { Polygon(vertices: vertices.reversed()) }
}

extension Polygon where T: FloatingPoint {
    var area: T { abs(doubleSignedArea) / 2 }

    var perimeter: T {
        var total: T = 0
        for i in vertices.indices {
            let a = vertices[i], b = vertices[(i + 1) % vertices.count]
            let dx = b.x - a.x, dy = b.y - a.y
            total += (dx * dx + dy * dy).squareRoot()
        }
        return total
    }

    var centroid: Pt<T> {
        var cx: T = 0, cy: T = 0
        for v in vertices { cx += v.x; cy += v.y }
        let n = T(vertices.count)
        return Pt(x: cx / n, y: cy / n)
    }
}

extension Polygon where T: BinaryInteger {
    var area: String {
        let d = abs(doubleSignedArea)
        return d % 2 == 0 ? "\(d / 2)" : "\(d / 2).5"
    }
}

let square = Polygon(vertices: [Pt(x: 0, y: 0), Pt(x: 4, y: 0), Pt(x: 4, y: 4), Pt(x: 0, y: 4)])
print("square area:", square.area, "ccw:", square.isCounterClockwise)
print("reversed ccw:", square.reversed.isCounterClockwise, square.reversed.doubleSignedArea)
let tri = Polygon(vertices: [Pt(x: 0, y: 0), Pt(x: 3, y: 0), Pt(x: 0, y: 3)])
print("triangle area:", tri.area)
let moved = tri.translated(by: 10, -2)
print("moved:", moved.vertices, "area:", moved.area)
let box = moved.boundingBox
print("bbox:", box.min, box.max)

let ftri = Polygon<Double>(vertices: [Pt(x: 0, y: 0), Pt(x: 3, y: 0), Pt(x: 0, y: 4)])
print("float area:", ftri.area)
print("perimeter:", ftri.perimeter)
print("centroid:", ftri.centroid)

let hexagon = Polygon<Double>(vertices: [
    Pt(x: 1, y: 0), Pt(x: 0.5, y: 0.75), Pt(x: -0.5, y: 0.75),
    Pt(x: -1, y: 0), Pt(x: -0.5, y: -0.75), Pt(x: 0.5, y: -0.75),
])
print("hex area:", hexagon.area)
print("hex perimeter:", hexagon.perimeter)
print("hex centroid:", hexagon.centroid)

let fsq = Polygon<Float>(vertices: [Pt(x: 0, y: 0), Pt(x: 0.5, y: 0), Pt(x: 0.5, y: 0.5), Pt(x: 0, y: 0.5)])
print("float square:", fsq.area, fsq.perimeter)
let tiny = Polygon<Int8>(vertices: [Pt(x: -2, y: -2), Pt(x: 2, y: -2), Pt(x: 0, y: 3)])
print("int8 area:", tiny.area, tiny.boundingBox.max)
// expect: square area: 16 ccw: true
// expect: reversed ccw: false -32
// expect: triangle area: 4.5
// expect: moved: [(10,-2), (13,-2), (10,1)] area: 4.5
// expect: bbox: (10,-2) (13,1)
// expect: float area: 6.0
// expect: perimeter: 12.0
// expect: centroid: (1.0,1.3333333333333333)
// expect: hex area: 2.25
// expect: hex perimeter: 5.60555127546399
// expect: hex centroid: (0.0,0.0)
// expect: float square: 0.25 2.0
// expect: int8 area: 10 (2,3)
