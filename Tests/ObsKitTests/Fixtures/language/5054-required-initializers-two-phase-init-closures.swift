// Book style (Initialization): required initializers, two-phase init and closures for defaults
class Shape {
    let name: String
    var sides: Int
    required init(name: String) {
        self.name = name
        self.sides = 0
    }
    func area() -> Double { 0 }
    func report() { print("\(name): sides=\(sides) area=\(area())") }
}

class Square: Shape {
    var side: Double = 1.0
    required init(name: String) {
        super.init(name: name)
        sides = 4
    }
    convenience init(side: Double) {
        self.init(name: "square")
        self.side = side
    }
    override func area() -> Double { side * side }
}

class Triangle: Shape {
    var base = 2.0, height = 3.0
    required init(name: String) {
        super.init(name: name)
        sides = 3
        report()
    }
    override func area() -> Double { base * height / 2 }
}

func make<T: Shape>(_ type: T.Type, named name: String) -> T {
    type.init(name: name)
}

struct Board {
    let squares: [Bool] = {
        var temp: [Bool] = []
        var isBlack = false
        for i in 1...4 {
            for _ in 1...4 {
                temp.append(isBlack)
                isBlack.toggle()
            }
            if i > 0 { isBlack.toggle() }
        }
        return temp
    }()
    func isBlack(row: Int, column: Int) -> Bool { squares[row * 4 + column] }
}

let s = Square(side: 3)
s.report()
let t = make(Triangle.self, named: "tri")
t.base = 10
t.report()
let q = make(Square.self, named: "generic square")
q.report()
let kinds: [Shape.Type] = [Square.self, Triangle.self, Shape.self]
for k in kinds {
    let shape = k.init(name: "from \(k)")
    print(shape.name, shape.sides)
}

let board = Board()
print(board.isBlack(row: 0, column: 1), board.isBlack(row: 3, column: 3))
print(board.squares.prefix(8))
print(board.squares.filter { $0 }.count)

// expect: square: sides=4 area=9.0
// expect: tri: sides=3 area=3.0
// expect: tri: sides=3 area=15.0
// expect: generic square: sides=4 area=1.0
// expect: from Square 4
// expect: from Triangle: sides=3 area=3.0
// expect: from Triangle 3
// expect: from Shape 0
// expect: true false
// expect: [false, true, false, true, true, false, true, false]
// expect: 8
