// Compiler test style: operator methods, prefix/postfix operators, and compound assignment on a Vector2D struct
struct Vector2D: Equatable {
    var x = 0.0, y = 0.0
}

extension Vector2D {
    static func + (left: Vector2D, right: Vector2D) -> Vector2D {
        Vector2D(x: left.x + right.x, y: left.y + right.y)
    }
    static prefix func - (vector: Vector2D) -> Vector2D {
        Vector2D(x: -vector.x, y: -vector.y)
    }
    static func += (left: inout Vector2D, right: Vector2D) {
        left = left + right
    }
}

prefix operator +++
postfix operator ^^

extension Vector2D {
    static prefix func +++ (vector: inout Vector2D) -> Vector2D {
        vector += vector
        return vector
    }
    static postfix func ^^ (vector: Vector2D) -> Double {
        vector.x * vector.x + vector.y * vector.y
    }
}

let vector = Vector2D(x: 3.0, y: 1.0)
let another = Vector2D(x: 2.0, y: 4.0)
let combined = vector + another
print(combined.x, combined.y)

let negative = -vector
print(negative.x, negative.y)
let alsoPositive = -negative
print(alsoPositive == vector)

var original = Vector2D(x: 1.0, y: 2.0)
original += Vector2D(x: 3.0, y: 4.0)
print(original.x, original.y)

var toBeDoubled = Vector2D(x: 1.0, y: 4.0)
let afterDoubling = +++toBeDoubled
print(afterDoubling.x, afterDoubling.y, toBeDoubled.x)
print(vector^^, (vector + another)^^)

// expect: 5.0 5.0
// expect: -3.0 -1.0
// expect: true
// expect: 4.0 6.0
// expect: 2.0 8.0 2.0
// expect: 10.0 50.0
