// Advanced operators: overflow operators `&+`, `&-`, `&*`, `addingReportingOverflow`, and an ordinary `+` overflow that traps.
// expected output: swiftc 6.3.1 (Linux), run on this machine
// The last loop overflows a UInt8 with plain `+=`: swiftc's binary stops with SIGILL and prints no message (debuggers call
// this trap "Swift runtime failure: arithmetic overflow"), so the expected error is that name.
var tankLevel: UInt8 = 252
tankLevel = tankLevel &+ 9
print(tankLevel)

var coins: UInt8 = 2
coins = coins &- 3
print(coins)

var tilt: Int8 = -126
tilt = tilt &- 5
print(tilt)

print(Int16.max &* 2, Int8(100) &+ Int8(100))

let (sum, overflow) = Int8(120).addingReportingOverflow(10)
print(sum, overflow)
let (prod, o2) = UInt8(16).multipliedReportingOverflow(by: 15)
print(prod, o2)

func checksum(_ bytes: [UInt8]) -> UInt8 {
    var c: UInt8 = 0
    for b in bytes { c = c &+ b }
    return c
}
print(checksum([200, 100, 7]))

var level: UInt8 = 250
for step in [3, 2, 1] {
    level += UInt8(step)
    print("level", level)
}

// expect: 5
// expect: 255
// expect: 125
// expect: -2 -56
// expect: -126 true
// expect: 240 false
// expect: 51
// expect: level 253
// expect: level 255
// expect-error: arithmetic overflow
