// App code style: a projectile simulation with a generic Vec2 and Euler integration in Double and Float
struct Vec2<T: FloatingPoint>: CustomStringConvertible {
    var x: T
    var y: T

    static var zero: Vec2 { Vec2(x: 0, y: 0) }

    static func + (a: Vec2, b: Vec2) -> Vec2 { Vec2(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: Vec2, b: Vec2) -> Vec2 { Vec2(x: a.x - b.x, y: a.y - b.y) }
    static func * (a: Vec2, s: T) -> Vec2 { Vec2(x: a.x * s, y: a.y * s) }
    static func += (a: inout Vec2, b: Vec2) { a = a + b }

    var length: T { (x * x + y * y).squareRoot() }
    var description: String { "(\(x), \(y))" }
}

struct Body<T: FloatingPoint> {
    var position: Vec2<T>
    var velocity: Vec2<T>
    let drag: T

    mutating func step(dt: T, gravity: Vec2<T>) {
        let dragForce = velocity * (-drag)
        velocity += (gravity + dragForce) * dt
        position += velocity * dt
    }
}

func simulate<T: FloatingPoint>(_ body: Body<T>, dt: T, maxSteps: Int) -> (steps: Int, landing: Vec2<T>, peak: T) {
    var b = body
    var peak = b.position.y
    let gravity = Vec2<T>(x: 0, y: -10)
    for i in 1...maxSteps {
        b.step(dt: dt, gravity: gravity)
        peak = max(peak, b.position.y)
        if b.position.y < 0 {
            return (i, b.position, peak)
        }
    }
    return (maxSteps, b.position, peak)
}

let ball = Body<Double>(position: .zero, velocity: Vec2(x: 10, y: 20), drag: 0)
let result = simulate(ball, dt: 0.5, maxSteps: 100)
print("steps:", result.steps)
print("landing:", result.landing)
print("peak:", result.peak)

let dragged = Body<Double>(position: .zero, velocity: Vec2(x: 10, y: 20), drag: 0.25)
let r2 = simulate(dragged, dt: 0.5, maxSteps: 100)
print("with drag steps:", r2.steps, "landing:", r2.landing, "peak:", r2.peak)

let floatBall = Body<Float>(position: Vec2(x: 0, y: 5), velocity: Vec2(x: 3, y: 4), drag: 0)
let r3 = simulate(floatBall, dt: 0.25, maxSteps: 50)
print("float steps:", r3.steps, "landing:", r3.landing, "peak:", r3.peak)

var trace = Body<Double>(position: .zero, velocity: Vec2(x: 1, y: 5), drag: 0)
for t in 1...6 {
    trace.step(dt: 0.25, gravity: Vec2(x: 0, y: -10))
    print("t\(t):", trace.position, "speed:", trace.velocity.length)
}

let v = Vec2(x: 0.1, y: 0.2) + Vec2(x: 0.2, y: 0.1)
print(v, v.length)
print(Vec2<Float>(x: 3, y: 4).length, (Vec2(x: 6.0, y: 8.0) - Vec2(x: 3.0, y: 4.0)).length)
// expect: steps: 8
// expect: landing: (40.0, -10.0)
// expect: peak: 15.0
// expect: with drag steps: 6 landing: (19.292163848876953, -4.247016906738281) peak: 9.31640625
// expect: float steps: 6 landing: (4.5, -2.125) peak: 5.375
// expect: t1: (0.25, 0.625) speed: 2.692582403567252
// expect: t2: (0.5, 0.625) speed: 1.0
// expect: t3: (0.75, 0.0) speed: 2.692582403567252
// expect: t4: (1.0, -1.25) speed: 5.0990195135927845
// expect: t5: (1.25, -3.125) speed: 7.566372975210778
// expect: t6: (1.5, -5.625) speed: 10.04987562112089
// expect: (0.30000000000000004, 0.30000000000000004) 0.42426406871192857
// expect: 5.0 5.0
