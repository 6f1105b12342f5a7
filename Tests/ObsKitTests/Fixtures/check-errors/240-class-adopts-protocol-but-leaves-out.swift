// Check error: a class adopts a protocol but leaves out one of its methods
protocol Shape {
    var name: String { get }
    func area() -> Double
}

class Square: Shape {
    let name = "Square"
    var side: Double

    init(side: Double) {
        self.side = side
    }
}

let s = Square(side: 3)
print(s.name)
// expect-error: type 'Square' does not conform to protocol 'Shape'
