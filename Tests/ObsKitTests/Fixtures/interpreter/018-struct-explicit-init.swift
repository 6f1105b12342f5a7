// Structs with explicit initializers, assigning with and without self.
struct Rect {
    var width: Int
    var height: Int
    init(side: Int) {
        width = side
        height = side
    }
    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
    func area() -> Int {
        return width * height
    }
}
let square = Rect(side: 4)
print(square.area())
// expect: 16
let r = Rect(width: 2, height: 5)
print(r.width, r.height, r.area())
// expect: 2 5 10
