// Book style (Inheritance): abstract-ish base, super calls in init, overridden subscripts and descriptions
class Collection2D: CustomStringConvertible {
    let width: Int
    let height: Int
    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
    subscript(x: Int, y: Int) -> String { "?" }
    func render() -> String {
        var lines: [String] = []
        for y in 0..<height {
            var line = ""
            for x in 0..<width { line += self[x, y] }
            lines.append(line)
        }
        return lines.joined(separator: "/")
    }
    var description: String { "\(type(of: self)) \(width)x\(height)" }
}

class Checker: Collection2D {
    override subscript(x: Int, y: Int) -> String { (x + y) % 2 == 0 ? "#" : "." }
}

class Border: Collection2D {
    let fill: Character
    init(size: Int, fill: Character) {
        self.fill = fill
        super.init(width: size, height: size)
    }
    override subscript(x: Int, y: Int) -> String {
        if x == 0 || y == 0 || x == width - 1 || y == height - 1 { return String(fill) }
        return " "
    }
    override var description: String { super.description + " fill=\(fill)" }
}

class Diagonal: Border {
    override subscript(x: Int, y: Int) -> String {
        x == y ? "\\" : super[x, y]
    }
    override func render() -> String { "<" + super.render() + ">" }
}

let shapes: [Collection2D] = [
    Collection2D(width: 2, height: 1),
    Checker(width: 4, height: 2),
    Border(size: 3, fill: "*"),
    Diagonal(size: 4, fill: "o"),
]
for s in shapes {
    print(s)
    print(s.render())
}
print(shapes)
print(shapes.map { $0[0, 0] })
print(shapes[3][1, 1], shapes[3][2, 1], shapes[3][3, 1])
let d = shapes[3] as! Diagonal
print(d.fill, d.width, d is Border, shapes[2] is Diagonal)
print("\(shapes[1])", String(describing: shapes[0]))

// expect: Collection2D 2x1
// expect: ??
// expect: Checker 4x2
// expect: #.#./.#.#
// expect: Border 3x3 fill=*
// expect: ***/* */***
// expect: Diagonal 4x4 fill=o
// expect: <\ooo/o\ o/o \o/ooo\>
// expect: [Collection2D 2x1, Checker 4x2, Border 3x3 fill=*, Diagonal 4x4 fill=o]
// expect: ["?", "#", "*", "\\"]
// expect: \   o
// expect: o 4 true false
// expect: Checker 4x2 Collection2D 2x1
