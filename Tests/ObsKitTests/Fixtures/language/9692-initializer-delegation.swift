// Swift book, "Initialization": memberwise inits, value-type delegation, designated/convenience chains, failable and required initializers, two-phase init
struct Size { var width = 0.0, height = 0.0 }
struct Point { var x = 0.0, y = 0.0 }

struct Rect {
    var origin = Point()
    var size = Size()
    init() {}
    init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }
    init(center: Point, size: Size) {
        let originX = center.x - size.width / 2
        let originY = center.y - size.height / 2
        self.init(origin: Point(x: originX, y: originY), size: size)
    }
}
let basic = Rect()
let originRect = Rect(origin: Point(x: 2, y: 2), size: Size(width: 5, height: 5))
let centerRect = Rect(center: Point(x: 4, y: 4), size: Size(width: 3, height: 3))
print(basic.origin.x, originRect.size.width, centerRect.origin.x, centerRect.origin.y)
print(Size(width: 2).height, Point(y: 7).y)

class Food {
    var name: String
    init(name: String) { self.name = name; print("Food.init(\(name))") }
    convenience init() { self.init(name: "[Unnamed]") }
}

class RecipeIngredient: Food {
    var quantity: Int
    init(name: String, quantity: Int) {
        self.quantity = quantity
        super.init(name: name)
    }
    override convenience init(name: String) { self.init(name: name, quantity: 1) }
}

class ShoppingListItem: RecipeIngredient {
    var purchased = false
    var description: String {
        var output = "\(quantity) x \(name)"
        output += purchased ? " ✔" : " ✘"
        return output
    }
}

var breakfastList = [ShoppingListItem(), ShoppingListItem(name: "Bacon"), ShoppingListItem(name: "Eggs", quantity: 6)]
breakfastList[0].name = "Orange juice"
breakfastList[0].purchased = true
for item in breakfastList { print(item.description) }

struct Animal {
    let species: String
    init?(species: String) {
        if species.isEmpty { return nil }
        self.species = species
    }
}
print(Animal(species: "Giraffe")?.species ?? "none", Animal(species: "") == nil)

class Shape {
    let sides: Int
    required init(sides: Int) { self.sides = sides }
    class func make(_ n: Int) -> Self { Self(sides: n) }
}
class Polygon: Shape {
    required init(sides: Int) {
        print("Polygon with \(sides) sides")
        super.init(sides: sides)
    }
}
let p = Polygon.make(5)
print(type(of: p), p.sides)

struct Chessboard {
    let boardColors: [Bool] = {
        var temp: [Bool] = []
        var isBlack = false
        for _ in 1...8 {
            for _ in 1...8 { temp.append(isBlack); isBlack.toggle() }; isBlack.toggle()
        }
        return temp
    }()
    func squareIsBlackAt(row: Int, column: Int) -> Bool { boardColors[(row * 8) + column] }
}
let board = Chessboard()
print(board.squareIsBlackAt(row: 0, column: 1), board.squareIsBlackAt(row: 7, column: 7))

// expect: 0.0 5.0 2.5 2.5
// expect: 0.0 7.0
// expect: Food.init([Unnamed])
// expect: Food.init(Bacon)
// expect: Food.init(Eggs)
// expect: 1 x Orange juice ✔
// expect: 1 x Bacon ✘
// expect: 6 x Eggs ✘
// expect: Giraffe true
// expect: Polygon with 5 sides
// expect: Polygon 5
// expect: true false
