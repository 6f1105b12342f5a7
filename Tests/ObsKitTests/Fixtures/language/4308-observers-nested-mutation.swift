// Compiler test style: observers on inherited struct/array properties fire on nested mutation, inout and subscripts
struct Vec {
  var x = 0
  var y = 0
  mutating func scale(_ k: Int) {
    x *= k
    y *= k
  }
}

class Body {
  var position = Vec() {
    didSet { print("  Body.position \(oldValue.x),\(oldValue.y) -> \(position.x),\(position.y)") }
  }
  var path: [Int] = []
}

class Particle: Body {
  var moves = 0
  override var position: Vec {
    willSet { print("  Particle.willSet to \(newValue.x),\(newValue.y)") }
    didSet { moves += 1 }
  }
  override var path: [Int] {
    didSet { print("  Particle.path \(oldValue) -> \(path)") }
  }
}

func nudge(_ v: inout Vec) {
  print("  nudge")
  v.x += 1
}

let p = Particle()
print("member write:")
p.position.x = 3
print("mutating method:")
p.position.scale(2)
print("inout:")
nudge(&p.position)
print("whole assign:")
p.position = Vec(x: 9, y: 9)
print("moves \(p.moves)")

print("array mutations:")
p.path.append(1)
p.path += [2, 3]
p.path[0] = 10
p.path.removeLast()
p.path.sort()

print("through base:")
let b: Body = p
b.position.y -= 4
b.path.insert(0, at: 0)
print("final \(p.position.x),\(p.position.y) moves \(p.moves) path \(p.path)")
// expect: member write:
// expect:   Particle.willSet to 3,0
// expect:   Body.position 0,0 -> 3,0
// expect: mutating method:
// expect:   Particle.willSet to 6,0
// expect:   Body.position 3,0 -> 6,0
// expect: inout:
// expect:   nudge
// expect:   Particle.willSet to 7,0
// expect:   Body.position 6,0 -> 7,0
// expect: whole assign:
// expect:   Particle.willSet to 9,9
// expect:   Body.position 7,0 -> 9,9
// expect: moves 4
// expect: array mutations:
// expect:   Particle.path [] -> [1]
// expect:   Particle.path [1] -> [1, 2, 3]
// expect:   Particle.path [1, 2, 3] -> [10, 2, 3]
// expect:   Particle.path [10, 2, 3] -> [10, 2]
// expect:   Particle.path [10, 2] -> [2, 10]
// expect: through base:
// expect:   Particle.willSet to 9,5
// expect:   Body.position 9,9 -> 9,5
// expect:   Particle.path [2, 10] -> [0, 2, 10]
// expect: final 9,5 moves 5 path [0, 2, 10]
