// Swift book style (Structures and Classes): value types vs reference types and identity operators
struct Dimensions {
  var length = 0
  var width = 0
  var area: Int { length * width }
}
class Room {
  var size = Dimensions()
  var hasWindow = false
  var temperature = 20.0
  var label: String?
}

let plain = Dimensions()
let kitchen = Room()
print("plain length: \(plain.length)")
print("kitchen length: \(kitchen.size.length)")
kitchen.size.length = 4
print("kitchen length now: \(kitchen.size.length)")

let tile = Dimensions(length: 30, width: 30)
print(tile.length, tile.width, tile.area)

let standard = Dimensions(length: 5, width: 4)
var enlarged = standard
enlarged.length = 8
print("enlarged area is \(enlarged.area)")
print("standard area stays \(standard.area)")

enum Gear {
  case park, drive, reverse
  mutating func shiftToPark() { self = .park }
}
var gear = Gear.drive
let savedGear = gear
gear.shiftToPark()
print("gear is \(gear), saved is \(savedGear)")

let office = Room()
office.size = standard
office.hasWindow = true
office.label = "Office"
office.temperature = 21.5

let sameOffice = office
sameOffice.temperature = 23.0
print("office temperature is now \(office.temperature)")

if office === sameOffice {
  print("office and sameOffice are the same Room")
}
let spare = Room()
print(office !== spare, spare.label ?? "unlabeled")

var rooms = [office, spare]
rooms[1].temperature = 17
print(spare.temperature)

var plans = [standard, tile]
plans[0].width = 1
print(standard.width, plans[0].width)

func doubled(_ d: Dimensions) -> Dimensions {
  var copy = d
  copy.length *= 2
  return copy
}
func double(_ r: Room) {
  r.size.length *= 2
}
print(doubled(tile).length, tile.length)
double(office)
print(office.size.length, sameOffice.size.length, office.size.area)
// expect: plain length: 0
// expect: kitchen length: 0
// expect: kitchen length now: 4
// expect: 30 30 900
// expect: enlarged area is 32
// expect: standard area stays 20
// expect: gear is park, saved is drive
// expect: office temperature is now 23.0
// expect: office and sameOffice are the same Room
// expect: true unlabeled
// expect: 17.0
// expect: 4 1
// expect: 60 30
// expect: 10 10 40
