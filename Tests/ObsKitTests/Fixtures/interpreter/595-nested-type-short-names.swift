// A nested type named by its short name inside its owner (Level inside Car, Car inside Train) is the owner's own,
// also where a top-level type has the same name: annotations, operands beside an implicit member, and a stored
// property's type (which the memberwise initializer's '.init(...)' arguments take). Expected output: swiftc 6.3.1 on this machine.
enum Tier { case second, first }
let x: Tier = .first
print(x)
struct Car {
    enum Level { case low, first }
    func f() { let y: Level = .first; print(y) }
}
Car().f()
let z: Car.Level = .first
print(z)
struct Train {
    struct Car {
        enum Class: Int { case second = 2, first = 1 }
        let seatClass: Class
        var fare: Int { seatClass == .first ? 90 : 40 }
    }
    var cars: [Car]
}
let train = Train(cars: [.init(seatClass: .first), .init(seatClass: .second)])
print(train.cars.map(\.fare))
// expect: first
// expect: first
// expect: first
// expect: [90, 40]
