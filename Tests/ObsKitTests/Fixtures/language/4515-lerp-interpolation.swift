// App code style: linear interpolation and remapping helpers generic over FloatingPoint for animations
func lerp<T: FloatingPoint>(_ a: T, _ b: T, _ t: T) -> T {
    return a + (b - a) * t
}

func inverseLerp<T: FloatingPoint>(_ a: T, _ b: T, _ value: T) -> T {
    guard a != b else { return 0 }
    return (value - a) / (b - a)
}

func remap<T: FloatingPoint>(_ value: T, from: (T, T), to: (T, T)) -> T {
    lerp(to.0, to.1, inverseLerp(from.0, from.1, value))
}

func smoothstep<T: FloatingPoint>(_ t: T) -> T {
    let c = min(max(t, 0), 1)
    return c * c * (3 - 2 * c)
}

struct Color: CustomStringConvertible {
    var r: Double, g: Double, b: Double
    var description: String { "rgb(\(r), \(g), \(b))" }

    func mixed(with other: Color, _ t: Double) -> Color {
        Color(r: lerp(r, other.r, t), g: lerp(g, other.g, t), b: lerp(b, other.b, t))
    }
}

struct Keyframes<T: BinaryFloatingPoint> {
    var frames: [(time: T, value: T)]

    func value(at time: T) -> T {
        guard let first = frames.first, let last = frames.last else { return 0 }
        if time <= first.time { return first.value }
        if time >= last.time { return last.value }
        for i in 1..<frames.count where time <= frames[i].time {
            let a = frames[i - 1], b = frames[i]
            let t = inverseLerp(a.time, b.time, time)
            return lerp(a.value, b.value, t)
        }
        return last.value
    }
}

print(lerp(0.0, 10.0, 0.5))
print(lerp(0.0, 1.0, 0.1))
print(lerp(Float(2), Float(4), 0.25))
print(lerp(-1.0, 1.0, 0.75))
print(inverseLerp(10.0, 20.0, 15.0))
print(inverseLerp(5.0, 5.0, 7.0))
print(remap(50.0, from: (0, 100), to: (32, 212)))
print(remap(Float(0.5), from: (0, 1), to: (-1, 1)))

for i in 0...4 {
    let t = Double(i) / 4
    print("t=\(t) linear=\(lerp(0.0, 100.0, t)) smooth=\(smoothstep(t))")
}

let red = Color(r: 1, g: 0, b: 0)
let blue = Color(r: 0, g: 0, b: 1)
print(red.mixed(with: blue, 0.5))
print(red.mixed(with: blue, 0.25))

let anim = Keyframes<Double>(frames: [(0, 0), (1, 10), (3, 30), (4, 0)])
for time in stride(from: -0.5, through: 4.5, by: 0.5) {
    print("time \(time): \(anim.value(at: time))")
}
let fanim = Keyframes<Float>(frames: [(0, 1), (2, 2)])
print(fanim.value(at: 0.5), fanim.value(at: 1.5))
// expect: 5.0
// expect: 0.1
// expect: 2.5
// expect: 0.5
// expect: 0.5
// expect: 0.0
// expect: 122.0
// expect: 0.0
// expect: t=0.0 linear=0.0 smooth=0.0
// expect: t=0.25 linear=25.0 smooth=0.15625
// expect: t=0.5 linear=50.0 smooth=0.5
// expect: t=0.75 linear=75.0 smooth=0.84375
// expect: t=1.0 linear=100.0 smooth=1.0
// expect: rgb(0.5, 0.0, 0.5)
// expect: rgb(0.75, 0.0, 0.25)
// expect: time -0.5: 0.0
// expect: time 0.0: 0.0
// expect: time 0.5: 5.0
// expect: time 1.0: 10.0
// expect: time 1.5: 15.0
// expect: time 2.0: 20.0
// expect: time 2.5: 25.0
// expect: time 3.0: 30.0
// expect: time 3.5: 15.0
// expect: time 4.0: 0.0
// expect: time 4.5: 0.0
// expect: 1.25 1.75
