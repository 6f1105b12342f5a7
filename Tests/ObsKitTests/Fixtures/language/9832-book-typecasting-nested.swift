// Swift book style (Type Casting and Nested Types): is, as?, as!, Any, and types nested inside types
class Exhibit {
  let name: String
  init(name: String) { self.name = name }
}
class Painting: Exhibit {
  let artist: String
  init(name: String, artist: String) { self.artist = artist; super.init(name: name) }
}
class Fossil: Exhibit {
  let millionsOfYears: Int
  init(name: String, age: Int) { millionsOfYears = age; super.init(name: name) }
}

let hall = [
  Fossil(name: "Trilobite", age: 500),
  Painting(name: "Harbor at Dusk", artist: "L. Moreau"),
  Fossil(name: "Ammonite", age: 200),
  Painting(name: "Red Chair", artist: "P. Okafor"),
  Exhibit(name: "Gift Shop Map"),
]
print(type(of: hall))

let paintings = hall.filter { $0 is Painting }.count
let fossils = hall.filter { $0 is Fossil }.count
print("\(paintings) paintings, \(fossils) fossils, \(hall.count - paintings - fossils) other")

for item in hall {
  if let p = item as? Painting {
    print("'\(p.name)' painted by \(p.artist)")
  } else if let f = item as? Fossil {
    print("\(f.name), about \(f.millionsOfYears) million years old")
  } else {
    print("just \(item.name)")
  }
}
let oldest = hall.compactMap { $0 as? Fossil }.max { $0.millionsOfYears < $1.millionsOfYears }!
print("oldest:", oldest.name)

let crate: [Any] = [3, -2, 0.5, "label", (4, "four"), Painting(name: "Dune", artist: "A"), [1, 2], { (s: String) in s.count }]
for entry in crate {
  switch entry {
  case let n as Int where n > 0: print("positive Int \(n)")
  case let n as Int: print("non-positive Int \(n)")
  case let d as Double: print("Double \(d)")
  case let s as String: print("String of length \(s.count)")
  case let (k, v) as (Int, String): print("pair \(k) -> \(v)")
  case let e as Exhibit: print("exhibit \(e.name)")
  case let f as (String) -> Int: print("closure returns \(f("abc"))")
  default: print("unhandled \(type(of: entry))")
  }
}
let known = hall[1] as! Painting
print(known.artist)

struct Train {
  enum Kind: String { case express, local }
  struct Car {
    enum Class: Int, Comparable {
      case second = 2, first = 1
      static func < (a: Class, b: Class) -> Bool { a.rawValue > b.rawValue }
    }
    let number: Int
    let seatClass: Class
    var fare: Int { seatClass == .first ? 90 : 40 }
  }
  let kind: Kind
  var cars: [Car]
  var revenuePerFullSeat: Int { cars.map(\.fare).reduce(0, +) * (kind == .express ? 2 : 1) }
}
let t = Train(kind: .express, cars: [.init(number: 1, seatClass: .first), .init(number: 2, seatClass: .second), .init(number: 3, seatClass: .second)])
print(t.kind.rawValue, t.cars.map(\.fare), t.revenuePerFullSeat)
let best = t.cars.max { $0.seatClass < $1.seatClass }!
print("best car:", best.number, best.seatClass)
let cls: Train.Car.Class = .second
print(cls.rawValue, Train.Kind(rawValue: "local") == .local)
// expect: Array<Exhibit>
// expect: 2 paintings, 2 fossils, 1 other
// expect: Trilobite, about 500 million years old
// expect: 'Harbor at Dusk' painted by L. Moreau
// expect: Ammonite, about 200 million years old
// expect: 'Red Chair' painted by P. Okafor
// expect: just Gift Shop Map
// expect: oldest: Trilobite
// expect: positive Int 3
// expect: non-positive Int -2
// expect: Double 0.5
// expect: String of length 5
// expect: pair 4 -> four
// expect: exhibit Dune
// expect: unhandled Array<Int>
// expect: closure returns 3
// expect: L. Moreau
// expect: express [90, 40, 40] 340
// expect: best car: 1 first
// expect: 2 true
