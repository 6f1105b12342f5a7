// Advanced Swift style (Structs and classes): mutating methods as inout self, replacing self, and didSet firing on whole-struct mutation
struct Temperature {
    var celsius: Double
    mutating func warm(by delta: Double) { celsius += delta }
    mutating func reset() { self = Temperature(celsius: 0) }
}
func warmFree(_ t: inout Temperature, by delta: Double) { t.celsius += delta }

struct Room {
    var name: String
    var temp = Temperature(celsius: 20) {
        didSet { print("  \(name) temp \(oldValue.celsius) -> \(temp.celsius)") }
    }
}

var kitchen = Room(name: "kitchen")
kitchen.temp.warm(by: 2)
warmFree(&kitchen.temp, by: 1)
kitchen.temp.celsius = 30
kitchen.temp.reset()

var house: [Room] = [kitchen, Room(name: "hall")] {
    didSet { print("house changed (\(house.count) rooms)") }
}
house[1].temp.warm(by: 5)
house[0].name = "galley"
house.append(Room(name: "attic"))
print(house.map { "\($0.name)=\($0.temp.celsius)" })

enum Light {
    case on, off
    mutating func toggle() {
        self = self == .on ? .off : .on
    }
}
var light = Light.off
light.toggle()
print(light)
var lights = [Light.on, .off]
for i in lights.indices { lights[i].toggle() }
print(lights)

extension Int {
    mutating func square() { self *= self }
}
var k = 7
k.square()
print(k)
var nums = [2, 3]
nums[1].square()
print(nums)
struct Holder {
    var value = 1
    var doubled: Int {
        get { value * 2 }
        set { print("  doubled set to", newValue); value = newValue / 2 }
    }
}
var h = Holder()
h.doubled += 10
print(h.value)
h.doubled.square()
print(h.value)

// expect:   kitchen temp 20.0 -> 22.0
// expect:   kitchen temp 22.0 -> 23.0
// expect:   kitchen temp 23.0 -> 30.0
// expect:   kitchen temp 30.0 -> 0.0
// expect:   hall temp 20.0 -> 25.0
// expect: house changed (2 rooms)
// expect: house changed (2 rooms)
// expect: house changed (3 rooms)
// expect: ["galley=0.0", "hall=25.0", "attic=20.0"]
// expect: on
// expect: [main.Light.off, main.Light.on]
// expect: 49
// expect: [2, 9]
// expect:   doubled set to 12
// expect: 6
// expect:   doubled set to 144
// expect: 72
