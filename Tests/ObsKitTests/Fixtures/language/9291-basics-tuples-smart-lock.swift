// Exploring constants, variables, type inference, tuples and optionals
// expected output: swiftc 6.3.1 (Linux), run on this machine
// A smart door lock's companion app.
let maxUnlockTries = 4
var triesSoFar = 0

let hourlyRate = 12.5
let hoursBooked = 3
let cleanerCost = Double(hoursBooked) * hourlyRate
print("cleaner costs \(cleanerCost)")

let lockReport = (code: 503, text: "Lock Offline")
let (reportCode, reportText) = lockReport
print("The lock reported code \(reportCode)")
print("Details: \(reportText)")
print("Through labels: \(lockReport.code) / \(lockReport.text)")

let (codeOnly, _) = lockReport
print("Code alone: \(codeOnly)")

while triesSoFar < maxUnlockTries {
    triesSoFar += 1
    print("Unlock try \(triesSoFar) of \(maxUnlockTries)")
}

let typedPins = ["4821", "12a4", "0007", "", "99 "]
for pin in typedPins {
    if let value = Int(pin) {
        print("'\(pin)' reads as \(value)")
    } else {
        print("'\(pin)' is not a PIN")
    }
}

var guestName: String?
print("guestName is nil: \(guestName == nil)")
guestName = "Hugo"
if let guestName {
    print("Guest: \(guestName)")
}

let smallest = Int8.min
let largest = Int8.max
print("Int8 range: \(smallest)...\(largest)")
print("UInt16.max = \(UInt16.max)")

typealias BatteryMillivolts = UInt16
let fullBattery: BatteryMillivolts = 3_300
print("full battery: \(fullBattery) mV")

let answerDecimal = 42
let answerBinary = 0b101010
let answerOctal = 0o52
let answerHex = 0x2A
print(answerDecimal == answerBinary && answerOctal == answerHex)
let tenThousand = 10_000
print("ten thousand: \(tenThousand)")
let fallbackCode = Int("open") ?? 0
print("fallback: \(fallbackCode)")
// expect: cleaner costs 37.5
// expect: The lock reported code 503
// expect: Details: Lock Offline
// expect: Through labels: 503 / Lock Offline
// expect: Code alone: 503
// expect: Unlock try 1 of 4
// expect: Unlock try 2 of 4
// expect: Unlock try 3 of 4
// expect: Unlock try 4 of 4
// expect: '4821' reads as 4821
// expect: '12a4' is not a PIN
// expect: '0007' reads as 7
// expect: '' is not a PIN
// expect: '99 ' is not a PIN
// expect: guestName is nil: true
// expect: Guest: Hugo
// expect: Int8 range: -128...127
// expect: UInt16.max = 65535
// expect: full battery: 3300 mV
// expect: true
// expect: ten thousand: 10000
// expect: fallback: 0
