// Swift compiler Interpreter test style: optional chaining through several levels
class Street {
  var name: String
  var number: Int?
  init(name: String, number: Int? = nil) { self.name = name; self.number = number }
  func formatted() -> String { number.map { "\($0) \(name)" } ?? name }
}
class Address {
  var street: Street?
  var city: String
  init(city: String, street: Street? = nil) { self.city = city; self.street = street }
}
class Company {
  var title: String
  var hq: Address?
  init(title: String) { self.title = title }
}
class Employee {
  let name: String
  var employer: Company?
  var tags: [String]? = nil
  init(name: String) { self.name = name }
}

let e1 = Employee(name: "Ann")
print(e1.employer?.hq?.street?.name as Any)
print(e1.employer?.hq?.street?.formatted() ?? "no street")

e1.employer = Company(title: "Acme")
print(e1.employer?.hq?.city as Any)
e1.employer?.hq = Address(city: "Oslo")
print(e1.employer?.hq?.city as Any)
print(e1.employer?.hq?.street?.number as Any)

// assignment through a chain that fails does nothing
e1.employer?.hq?.street?.number = 7
print(e1.employer?.hq?.street?.number as Any)

e1.employer?.hq?.street = Street(name: "Main St")
e1.employer?.hq?.street?.number = 12
print(e1.employer!.hq!.street!.formatted())

if let n = e1.employer?.hq?.street?.number, n > 10 {
  print("big number \(n)")
}

// chaining returns Void? for methods without results
func touch(_ c: Company) { c.title += "!" }
let result: Void? = e1.employer.map(touch)
print(result != nil, e1.employer?.title ?? "-")

// optional arrays and dictionaries
print(e1.tags?.count as Any)
e1.tags = ["a", "b"]
e1.tags?.append("c")
print(e1.tags?[1] as Any, e1.tags?.count ?? 0)

var scores: [String: [Int]] = ["ann": [3, 5]]
scores["ann"]?[0] += 10
scores["bob"]?[0] += 10
print(scores["ann"]?.first as Any, scores["bob"]?.first as Any)
print(scores["ann"]?.map { $0 * 2 }.reduce(0, +) ?? -1)

let e2 = Employee(name: "Ben")
let staff = [e1, e2]
for e in staff {
  let label = e.employer?.hq?.street?.name.uppercased() ?? "UNKNOWN"
  print(e.name, label, e.employer?.title.count ?? 0)
}
// expect: nil
// expect: no street
// expect: nil
// expect: Optional("Oslo")
// expect: nil
// expect: nil
// expect: 12 Main St
// expect: big number 12
// expect: true Acme!
// expect: nil
// expect: Optional("b") 3
// expect: Optional(13) nil
// expect: 36
// expect: Ann MAIN ST 5
// expect: Ben UNKNOWN 0
