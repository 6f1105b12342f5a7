// Compiler test style: key paths to struct and class properties, read and write through subscripts
struct Address {
  var city: String
  var zip: Int
}

struct Person {
  var name: String
  var address: Address
  let id: Int
}

class Team {
  var lead: Person
  var size = 1
  init(lead: Person) { self.lead = lead }
}

var p = Person(name: "Ada", address: Address(city: "London", zip: 1), id: 7)
let cityPath = \Person.address.city
let idPath: KeyPath<Person, Int> = \Person.id
print(p[keyPath: cityPath], p[keyPath: idPath])
p[keyPath: \Person.address.zip] = 99
p[keyPath: cityPath] += "!"
print(p.address.city, p.address.zip)

let w: WritableKeyPath<Person, String> = \.name
p[keyPath: w] = "Grace"
print(p.name)

let team = Team(lead: p)
let sizePath: ReferenceWritableKeyPath<Team, Int> = \Team.size
team[keyPath: sizePath] = 5
let leadCity = \Team.lead.address.city
team[keyPath: leadCity] = "Paris"
print(team.size, team.lead.address.city, p.address.city)

let composed = (\Team.lead).appending(path: \Person.name)
print(team[keyPath: composed])
let names = [p, team.lead].map(\.address.city)
print(names)
// expect: London 7
// expect: London! 99
// expect: Grace
// expect: 5 Paris London!
// expect: Grace
// expect: ["London!", "Paris"]
