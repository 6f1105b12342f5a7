// Q&A style (my custom == is ignored by some comparisons?): synthesized Equatable compares all stored properties
struct Point: Equatable {
    var x: Int
    var y: Int
}

struct User: Equatable {
    var id: Int
    var nickname: String
    static func == (lhs: User, rhs: User) -> Bool { lhs.id == rhs.id }
}

print(Point(x: 1, y: 2) == Point(x: 1, y: 2))
print(Point(x: 1, y: 2) == Point(x: 2, y: 1))

let u1 = User(id: 7, nickname: "neo")
let u2 = User(id: 7, nickname: "the one")
print("custom ==:", u1 == u2, "!=:", u1 != u2)

// A wrapper with synthesized Equatable uses the member's custom ==.
struct Session: Equatable {
    var user: User
    var token: String
}
print("sessions equal:", Session(user: u1, token: "t") == Session(user: u2, token: "t"))
print("different tokens:", Session(user: u1, token: "t") == Session(user: u2, token: "u"))

// Enums with associated values synthesize too.
enum Shape: Equatable {
    case circle(radius: Double)
    case rect(w: Double, h: Double)
}
print(Shape.circle(radius: 1) == .circle(radius: 1.0))
print(Shape.rect(w: 1, h: 2) == .rect(w: 2, h: 1))

// Double NaN breaks reflexivity even with synthesized ==.
struct Reading: Equatable { var value: Double }
let nanReading = Reading(value: .nan)
print("nan reading == itself:", nanReading == nanReading)
print("array contains it:", [nanReading].contains(nanReading))

// Class instance members: synthesized only for structs/enums; the class's == is used.
final class Ref: Equatable {
    let n: Int
    init(_ n: Int) { self.n = n }
    static func == (a: Ref, b: Ref) -> Bool { a.n % 10 == b.n % 10 }
}
struct Holder: Equatable { var ref: Ref }
print("holders:", Holder(ref: Ref(13)) == Holder(ref: Ref(23)))

// expect: true
// expect: false
// expect: custom ==: true !=: false
// expect: sessions equal: true
// expect: different tokens: false
// expect: true
// expect: false
// expect: nan reading == itself: false
// expect: array contains it: false
// expect: holders: true
