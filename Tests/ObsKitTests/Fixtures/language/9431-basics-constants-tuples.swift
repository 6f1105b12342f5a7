// Constants, variables, type inference, numeric literals and tuples (expected output from swiftc 6.3.1 on Linux)
let maxPassengers = 180
var seatsTaken = 0
seatsTaken += 42
print("Seats left: \(maxPassengers - seatsTaken)")

var planet = "Mars", moonCount = 2, hasRings = false
print(planet, moonCount, hasRings)
planet = "Saturn"; moonCount = 146; hasRings = true
print(planet, moonCount, hasRings, separator: " | ")

let explicitDouble: Double = 7
let inferred = 3 + 0.25
print(explicitDouble, inferred)

let binary = 0b1011_0001
let octal = 0o755
let hex = 0xFF_EE
let oneMillion = 1_000_000
let sci = 1.5e3
let hexFloat = 0x1p-2
print(binary, octal, hex, oneMillion, sci, hexFloat)

print(UInt8.min, UInt8.max, Int16.min, Int16.max)
let smallStep: UInt16 = 500
let bigger = Int(smallStep) * 200
print("converted:", bigger)
let truncated = Int(-9.99)
print("truncated:", truncated)

typealias Meters = Double
let climb: Meters = 8_848.86
print("Everest: \(climb) m")

let gpsFix = (59.91, 10.75, "Oslo")
let (lat, lon, place) = gpsFix
print("\(place) sits at \(lat)N \(lon)E")
let (_, _, onlyPlace) = gpsFix
print("only place:", onlyPlace)
print("by index:", gpsFix.0, gpsFix.2)

let pixel = (red: 12, green: 200, blue: 99)
print("green channel = \(pixel.green)")
print(pixel)

func clockTime(fromSeconds total: Int) -> (hours: Int, minutes: Int, seconds: Int) {
    (total / 3600, total % 3600 / 60, total % 60)
}
let lap = clockTime(fromSeconds: 4_000)
print("\(lap.hours)h \(lap.minutes)m \(lap.seconds)s")
print(("oak", 12) < ("oak", 40), ("fir", 99) > ("pine", 1), (7, "x") == (7, "x"))

var swapA = "left", swapB = "right"
(swapA, swapB) = (swapB, swapA)
print(swapA, swapB)
let 🚀 = "liftoff"
print(🚀)

// expect: Seats left: 138
// expect: Mars 2 false
// expect: Saturn | 146 | true
// expect: 7.0 3.25
// expect: 177 493 65518 1000000 1500.0 0.25
// expect: 0 255 -32768 32767
// expect: converted: 100000
// expect: truncated: -9
// expect: Everest: 8848.86 m
// expect: Oslo sits at 59.91N 10.75E
// expect: only place: Oslo
// expect: by index: 59.91 Oslo
// expect: green channel = 200
// expect: (red: 12, green: 200, blue: 99)
// expect: 1h 6m 40s
// expect: true false true
// expect: right left
// expect: liftoff
