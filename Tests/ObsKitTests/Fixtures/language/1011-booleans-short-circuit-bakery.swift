// The Basics: Bool values, toggle, short-circuit evaluation seen through side effects, Bool in conditions.
// expected output: swiftc 6.3.1 (Linux), run on this machine
var log: [String] = []
func check(_ name: String, _ value: Bool) -> Bool {
    log.append(name)
    return value
}
let ovenIsHot = true
var doughHasRisen = false
doughHasRisen.toggle()
print(ovenIsHot, doughHasRisen, !doughHasRisen)

if check("a", false) && check("b", true) { print("both") }
print(log)
log.removeAll()
if check("c", true) || check("d", false) { print("either") }
print(log)
log.removeAll()
let combined = check("e", true) && (check("f", false) || check("g", true))
print(combined, log)

let flags = [true, false, true, true]
print(flags.filter { $0 }.count, flags.contains(false), flags.allSatisfy { $0 })
let readyToBake = flags.last! || false
print(readyToBake)
print(Bool("true") as Any, Bool("yes") as Any, String(false))
var settings = (wifi: true, bluetooth: false)
settings.bluetooth.toggle()
print(settings)
print(true == !false, (3 > 2) != (2 > 3))

// expect: true true false
// expect: ["a"]
// expect: either
// expect: ["c"]
// expect: true ["e", "f", "g"]
// expect: 3 true false
// expect: true
// expect: Optional(true) nil false
// expect: (wifi: true, bluetooth: true)
// expect: true true
