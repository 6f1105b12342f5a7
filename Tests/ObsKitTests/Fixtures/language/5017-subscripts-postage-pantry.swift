// Subscripts: read-only, read-write, multiple parameters, labeled, type subscripts
// expected output: swiftc 6.3.1 (Linux), run on this machine
// A post office and a greenhouse: postage by weight, bed temperatures, a pantry, lift floors.
struct Postage {
    let centsPerGram: Int
    subscript(grams: Int) -> Int { centsPerGram * grams }
}
let letterRate = Postage(centsPerGram: 4)
print("a 250 gram parcel costs \(letterRate[250]) cents")

struct BedTemperatures {
    let beds: Int, sensors: Int
    var readings: [Double]
    init(beds: Int, sensors: Int) {
        self.beds = beds
        self.sensors = sensors
        readings = Array(repeating: 18.0, count: beds * sensors)
    }
    func hasSensor(bed: Int, sensor: Int) -> Bool {
        bed >= 0 && bed < beds && sensor >= 0 && sensor < sensors
    }
    subscript(bed: Int, sensor: Int) -> Double {
        get {
            precondition(hasSensor(bed: bed, sensor: sensor), "No such sensor")
            return readings[bed * sensors + sensor]
        }
        set {
            precondition(hasSensor(bed: bed, sensor: sensor), "No such sensor")
            readings[bed * sensors + sensor] = newValue
        }
    }
}
var temps = BedTemperatures(beds: 2, sensors: 3)
temps[0, 2] = 21.5
temps[1, 1] = 16.25
temps[1, 0] -= 2.5
print(temps.readings)
print(temps.hasSensor(bed: 1, sensor: 3), temps.hasSensor(bed: 0, sensor: 0))

struct Pantry {
    private var jars: [String: Int] = [:]
    subscript(spice: String) -> Int {
        get { jars[spice, default: 0] }
        set { jars[spice] = newValue == 0 ? nil : newValue }
    }
    subscript(shelf index: Int) -> String? {
        let names = jars.keys.sorted()
        return index < names.count ? names[index] : nil
    }
    var varieties: Int { jars.count }
}
var pantry = Pantry()
pantry["cumin"] += 4
pantry["saffron"] = 1
pantry["cumin"] -= 3
pantry["paprika"] = 2
pantry["saffron"] = 0
print(pantry["cumin"], pantry["saffron"], pantry.varieties, pantry[shelf: 1] ?? "empty", pantry[shelf: 7] ?? "empty")

enum LiftFloor: Int {
    case garage = 0, lobby, gym, offices, roof
    static subscript(button: Int) -> LiftFloor { LiftFloor(rawValue: button)! }
}
print(LiftFloor[0], LiftFloor[4])

extension Array {
    subscript(cycling i: Int) -> Element { self[((i % count) + count) % count] }
}
let shifts = ["early", "late", "night", "off"]
print(shifts[cycling: 9], shifts[cycling: -2])
// expect: a 250 gram parcel costs 1000 cents
// expect: [18.0, 18.0, 21.5, 15.5, 16.25, 18.0]
// expect: false true
// expect: 1 0 2 paprika empty
// expect: garage roof
// expect: late night
