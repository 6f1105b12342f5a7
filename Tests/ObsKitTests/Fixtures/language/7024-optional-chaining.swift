// Optional chaining: nested properties, methods, subscripts, map/flatMap on optionals
// expected output: swiftc 6.3.1 (Linux), run on this machine
class Engine {
    var horsepower: Int
    var serial: String?
    init(horsepower: Int, serial: String? = nil) { self.horsepower = horsepower; self.serial = serial }
    func label() -> String? { serial.map { "\(horsepower)hp/\($0)" } }
}
class Seat { let position: String; init(_ p: String) { position = p } }
class Car {
    var seats: [Seat] = []
    var engine: Engine?
    var seatCount: Int { seats.count }
    subscript(i: Int) -> Seat? { seats.indices.contains(i) ? seats[i] : nil }
    func honk() { print("honk! (\(seats.count) seats)") }
}
class Driver { var car: Car? }

let sam = Driver()
print(sam.car?.seatCount as Any)
if sam.car?.honk() == nil { print("no car to honk") }
sam.car?.engine = Engine(horsepower: 1)
print(sam.car?.engine?.horsepower ?? 0)

sam.car = Car()
sam.car?.seats += [Seat("front"), Seat("back")]
print(sam.car?.seatCount ?? 0)
let honked: Void? = sam.car?.honk()
print(honked != nil)
print(sam.car?[0]?.position ?? "-", sam.car?[9]?.position ?? "-")

sam.car?.engine = Engine(horsepower: 150)
print(sam.car?.engine?.label() ?? "unlabeled")
sam.car?.engine?.serial = "X9"
sam.car?.engine?.horsepower += 20
if let label = sam.car?.engine?.label(), label.hasSuffix("X9") { print("label \(label)") }
print(sam.car?.engine?.label()?.count as Any, sam.car?.engine?.label()?.first as Any)

var inventory: [String: [Int]] = ["bolts": [10, 20], "nuts": [5]]
inventory["bolts"]?[1] -= 4
inventory["nuts"]?.append(7)
inventory["screws"]?[0] = 1
print(inventory.keys.sorted(), inventory["bolts"]!, inventory["nuts"]!)

let rawPort: String? = "8080"
let nextPort = rawPort.flatMap(Int.init).map { $0 + 1 }
print(nextPort as Any, String?.none.flatMap { Int($0) } as Any)

struct Profile { var bio: String?; var links: [String: String] = [:] }
struct User { var profile: Profile? }
var user = User(profile: Profile(bio: nil, links: ["web": "a.dev"]))
user.profile?.bio = "Builder"
user.profile?.links["git", default: "none"] += "!"
print(user.profile?.bio?.uppercased() ?? "?", user.profile?.links.sorted { $0.key < $1.key } ?? [])
let nested: Int?? = .some(nil)
switch nested {
case .some(.some(let v)): print("value \(v)")
case .some(.none): print("inner nil")
case .none: print("outer nil")
}
let chainResult = [sam.car?.engine?.horsepower, nil, 3].compactMap { $0 }
print(chainResult)
// expect: nil
// expect: no car to honk
// expect: 0
// expect: 2
// expect: honk! (2 seats)
// expect: true
// expect: front -
// expect: unlabeled
// expect: label 170hp/X9
// expect: Optional(8) Optional("1")
// expect: ["bolts", "nuts"] [10, 16] [5, 7]
// expect: Optional(8081) nil
// expect: BUILDER [(key: "git", value: "none!"), (key: "web", value: "a.dev")]
// expect: inner nil
// expect: [170, 3]
