// Swift by Sundell style (opaque return types): builders returning some Shape compose concrete wrapper types that stay hidden from callers
protocol Shape {
    func render(size: Int) -> [String]
}

struct Square: Shape {
    func render(size: Int) -> [String] { Array(repeating: String(repeating: "#", count: size), count: size) }
}

struct Triangle: Shape {
    func render(size: Int) -> [String] { (1...size).map { String(repeating: "*", count: $0) } }
}

struct Flipped<S: Shape>: Shape {
    let shape: S
    func render(size: Int) -> [String] { shape.render(size: size).reversed() }
}

struct Stacked<Top: Shape, Bottom: Shape>: Shape {
    let top: Top, bottom: Bottom
    func render(size: Int) -> [String] { top.render(size: size) + ["--"] + bottom.render(size: size) }
}

extension Shape {
    func flipped() -> some Shape { Flipped(shape: self) }
    func stacked(on other: some Shape) -> some Shape { Stacked(top: self, bottom: other) }
}

func trapezoid() -> some Shape {
    Triangle().stacked(on: Triangle().flipped())
}

for line in trapezoid().render(size: 3) { print(line) }
print(Square().flipped().render(size: 2))
let shapes: [any Shape] = [Square(), trapezoid(), Triangle().flipped()]
print(shapes.map { $0.render(size: 2).count })

// expect: *
// expect: **
// expect: ***
// expect: --
// expect: ***
// expect: **
// expect: *
// expect: ["##", "##"]
// expect: [2, 5, 2]
