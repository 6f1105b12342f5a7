// Check error: a subclass redeclares the superclass's init() without 'override'
class Shape {
    var name: String
    init() {
        name = "shape"
    }
}

class Square: Shape {
    var side = 1.0
    init() {
        side = 2.0
        super.init()
        name = "square"
    }
}

print(Square().name)
// expect-error: overriding declaration requires an 'override' keyword
