// Swift book style (Properties): static and class type properties, shared channel levels
struct AudioChannel {
    static let maxLevel = 10
    static var loudestSoFar = 0
    var level: Int = 0 {
        didSet {
            if level > AudioChannel.maxLevel {
                level = AudioChannel.maxLevel
            }
            if level > AudioChannel.loudestSoFar {
                AudioChannel.loudestSoFar = level
            }
        }
    }
}
var leftCh = AudioChannel()
var rightCh = AudioChannel()
leftCh.level = 7
print(leftCh.level, AudioChannel.loudestSoFar)
rightCh.level = 12
print(rightCh.level, AudioChannel.loudestSoFar)

enum Palette {
    static var primary = "crimson"
    static var description: String { "primary colour: \(primary)" }
}
print(Palette.description)
Palette.primary = "navy"
print(Palette.description)

class Vehicle {
    static var built = 0
    class var wheels: Int { 4 }
    init() { Vehicle.built += 1 }
}
class Bike: Vehicle {
    override class var wheels: Int { 2 }
}
_ = Vehicle(); _ = Bike(); _ = Bike()
print("built \(Vehicle.built)")
print(Vehicle.wheels, Bike.wheels)
let kinds: [Vehicle.Type] = [Vehicle.self, Bike.self]
print(kinds.map { $0.wheels })

// expect: 7 7
// expect: 10 10
// expect: primary colour: crimson
// expect: primary colour: navy
// expect: built 3
// expect: 4 2
// expect: [4, 2]
