// Compiler test style: pattern matching on enum associated values with where clauses, nested patterns, if-case and for-case
enum Shape {
    case circle(radius: Double)
    case rect(w: Double, h: Double)
    case polygon(sides: Int, length: Double)
    case group([Shape])
}

func label(_ s: Shape) -> String {
    switch s {
    case .circle(let r) where r <= 0: return "degenerate circle"
    case .circle(radius: let r) where r < 1: return "dot r=\(r)"
    case .circle: return "circle"
    case let .rect(w, h) where w == h: return "square \(w)"
    case .rect(let w, _) where w > 10, .rect(_, let w) where w > 10: return "wide \(w)"
    case .rect: return "rect"
    case .polygon(sides: 3, _): return "triangle"
    case .polygon(let n, let len) where n > 6 && len < 1: return "tiny \(n)-gon"
    case .polygon(let n, _): return "\(n)-gon"
    case .group(let items) where items.isEmpty: return "empty group"
    case .group(let items): return "group of \(items.count): [" + items.map(label).joined(separator: ", ") + "]"
    }
}

let shapes: [Shape] = [
    .circle(radius: 0), .circle(radius: 0.5), .circle(radius: 2),
    .rect(w: 3, h: 3), .rect(w: 12, h: 1), .rect(w: 1, h: 15), .rect(w: 2, h: 5),
    .polygon(sides: 3, length: 1), .polygon(sides: 8, length: 0.2), .polygon(sides: 8, length: 2),
    .group([]), .group([.circle(radius: 0.1), .group([.rect(w: 1, h: 1)])]),
]
for s in shapes { print(label(s)) }

// for case with pattern and where
let radii = shapes.compactMap { s -> Double? in
    if case .circle(let r) = s { return r }
    return nil
}
print("radii:", radii)
var bigSides: [Int] = []
for case let .polygon(n, len) in shapes where len >= 1 { bigSides.append(n) }
print("big polygons:", bigSides)

// Optional patterns inside enums and nested enums
enum Response {
    case ok(body: String?)
    case redirect(to: String, permanent: Bool)
    case error(code: Int, retry: Int?)
}
func handle(_ r: Response) -> String {
    switch r {
    case .ok(body: nil): return "ok, no body"
    case .ok(body: let b?) where b.isEmpty: return "ok, empty body"
    case .ok(body: let b?): return "ok: \(b)"
    case .redirect(let to, permanent: true): return "moved to \(to)"
    case .redirect(let to, _): return "temporary to \(to)"
    case .error(let code, retry: let n?) where n > 0: return "error \(code), retry in \(n)"
    case .error(400..<500, _): return "client error"
    case .error(let code, _): return "fatal \(code)"
    }
}
let rs: [Response] = [.ok(body: nil), .ok(body: ""), .ok(body: "hi"), .redirect(to: "/a", permanent: true),
    .redirect(to: "/b", permanent: false), .error(code: 503, retry: 3), .error(code: 404, retry: 0),
    .error(code: 500, retry: nil)]
print(rs.map(handle))

// if case with multiple clauses and guard case
func firstRetry(_ rs: [Response]) -> Int {
    for r in rs {
        guard case .error(_, let retry?) = r, retry > 0 else { continue }
        return retry
    }
    return -1
}
print("first retry:", firstRetry(rs))
if case .redirect(let to, _) = rs[3], to.hasPrefix("/"), case .ok(let b) = rs[2] {
    print("combo:", to, b ?? "-")
}

// expect: degenerate circle
// expect: dot r=0.5
// expect: circle
// expect: square 3.0
// expect: wide 12.0
// expect: wide 15.0
// expect: rect
// expect: triangle
// expect: tiny 8-gon
// expect: 8-gon
// expect: empty group
// expect: group of 2: [dot r=0.1, group of 1: [square 1.0]]
// expect: radii: [0.0, 0.5, 2.0]
// expect: big polygons: [3, 8]
// expect: ["ok, no body", "ok, empty body", "ok: hi", "moved to /a", "temporary to /b", "error 503, retry in 3", "client error", "fatal 500"]
// expect: first retry: 3
// expect: combo: /a hi
