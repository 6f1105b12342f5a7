// Compiler test style: mutating a struct field through a class property triggers the class property's observers
struct Point {
  var x: Int
  var y: Int
  mutating func moveBy(dx: Int, dy: Int) {
    x += dx
    y += dy
  }
}

class Sprite {
  var position: Point {
    willSet { print("  willSet position -> (\(newValue.x), \(newValue.y))") }
    didSet { print("  didSet position was (\(oldValue.x), \(oldValue.y)) now (\(position.x), \(position.y))") }
  }
  init(x: Int, y: Int) {
    position = Point(x: x, y: y)
    print("  init done (no observers)")
  }
}

let hero = Sprite(x: 1, y: 1)
print("set field x")
hero.position.x = 10
print("mutating method")
hero.position.moveBy(dx: 2, dy: 3)
print("compound on y")
hero.position.y -= 4
print("replace whole")
hero.position = Point(x: 0, y: 0)

let sidekick = hero
print("through alias")
sidekick.position.x += 7
print("hero sees:", hero.position.x, hero.position.y)
// expect:   init done (no observers)
// expect: set field x
// expect:   willSet position -> (10, 1)
// expect:   didSet position was (1, 1) now (10, 1)
// expect: mutating method
// expect:   willSet position -> (12, 4)
// expect:   didSet position was (10, 1) now (12, 4)
// expect: compound on y
// expect:   willSet position -> (12, 0)
// expect:   didSet position was (12, 4) now (12, 0)
// expect: replace whole
// expect:   willSet position -> (0, 0)
// expect:   didSet position was (12, 0) now (0, 0)
// expect: through alias
// expect:   willSet position -> (7, 0)
// expect:   didSet position was (0, 0) now (7, 0)
// expect: hero sees: 7 0
