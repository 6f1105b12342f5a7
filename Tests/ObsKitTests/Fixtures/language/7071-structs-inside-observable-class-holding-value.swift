// Blog style (structs inside): observable class holding value-type state mutated in place
import Observation

struct Point: Equatable, CustomStringConvertible {
    var x: Int
    var y: Int
    var description: String { "(\(x), \(y))" }
}

@Observable
final class Sprite {
    var position = Point(x: 0, y: 0)
    var path: [Point] = []

    func move(dx: Int, dy: Int) {
        path.append(position)
        position.x += dx
        position.y += dy
    }
}

let sprite = Sprite()
withObservationTracking {
    print("at \(sprite.position)")
} onChange: {
    print("position mutating (x still \(sprite.position.x))")
}
sprite.move(dx: 1, dy: 2)
sprite.move(dx: 3, dy: -1)
print("at \(sprite.position), path \(sprite.path)")

withObservationTracking {
    _ = sprite.path.last
} onChange: {
    print("path mutating")
}
sprite.position.y = 100
print("y write did not touch path")
sprite.path.removeAll()
print(sprite.path.isEmpty, sprite.position == Point(x: 4, y: 100))
// expect: at (0, 0)
// expect: position mutating (x still 0)
// expect: at (4, 1), path [(0, 0), (1, 2)]
// expect: y write did not touch path
// expect: path mutating
// expect: true true
