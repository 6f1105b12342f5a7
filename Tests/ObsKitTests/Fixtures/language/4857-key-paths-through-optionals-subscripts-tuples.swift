// Compiler test style (test/Interpreter/keypath.swift): key paths through optionals, subscripts, tuples, classes and generics
struct Address { var city: String; var zip: Int? }
struct Person {
  var name: String
  var address: Address?
  var tags: [String]
  var scores: [String: Int]
  var pair: (first: Int, second: String)
}
final class Team {
  var leader: Person
  var members: [Person]
  init(leader: Person, members: [Person]) { self.leader = leader; self.members = members }
}

var ann = Person(name: "Ann", address: Address(city: "Oslo", zip: 150), tags: ["a", "b"],
                 scores: ["math": 90], pair: (1, "one"))
let bob = Person(name: "Bob", address: nil, tags: [], scores: [:], pair: (2, "two"))

let cityPath = \Person.address?.city
print(ann[keyPath: cityPath] as Any, bob[keyPath: cityPath] as Any)
let zipPath = \Person.address?.zip
print(ann[keyPath: zipPath] as Any, bob[keyPath: zipPath] as Any)

let firstTag = \Person.tags[0]
print(ann[keyPath: firstTag])
ann[keyPath: \Person.tags[1]] = "B"
print(ann.tags)

let mathPath = \Person.scores["math"]
print(ann[keyPath: mathPath] as Any, bob[keyPath: mathPath] as Any)
ann[keyPath: \Person.scores["art"]] = 70
print(ann.scores.sorted { $0.key < $1.key })

print(ann[keyPath: \Person.pair.first], ann[keyPath: \Person.pair.1])
ann[keyPath: \Person.pair.second] = "uno"
print(ann.pair)

let namePath: WritableKeyPath<Person, String> = \.name
ann[keyPath: namePath] += "e"
print(ann.name)

let addressPath = \Person.address
let appended = addressPath.appending(path: \Address?.?.city)
print(ann[keyPath: appended] as Any)
let leaderPath = \Team.leader
let leaderName = leaderPath.appending(path: \Person.name)
let team = Team(leader: ann, members: [bob, ann])
print(team[keyPath: leaderName])
team[keyPath: leaderName] = "Boss"
print(team.leader.name)
let ref: ReferenceWritableKeyPath<Team, String> = \Team.leader.name
let sameTeam = team
sameTeam[keyPath: ref] = "Chief"
print(team.leader.name)

let memberCount = \Team.members.count
print(team[keyPath: memberCount])
let lastMember = \Team.members.last?.name
print(team[keyPath: lastMember] as Any)

print([ann, bob].map(\.name))
print([ann, bob].compactMap(\.address?.city))
print([ann, bob].map(\.tags.count))
print([ann, bob].filter(\.tags.isEmpty).map(\.name))

func values<Root, Value>(_ items: [Root], _ path: KeyPath<Root, Value>) -> [Value] {
  return items.map { $0[keyPath: path] }
}
print(values([ann, bob], \.pair.first))
print(values([[1, 2], [3]], \.count))
print(values(["x", "yy"], \.self))

func sortedBy<T, V: Comparable>(_ items: [T], _ path: KeyPath<T, V>) -> [T] {
  return items.sorted { $0[keyPath: path] < $1[keyPath: path] }
}
print(sortedBy([ann, bob], \.pair.second).map(\.name))
print(sortedBy(["ccc", "a", "bb"], \.count))

let identity = \Int.self
var number = 5
number[keyPath: identity] = 6
print(number)

let paths: [PartialKeyPath<Person>] = [\Person.name, \Person.tags, \Person.pair.first]
for p in paths { print(ann[keyPath: p]) }
let anyPath: AnyKeyPath = \Person.name
print(ann[keyPath: anyPath] as? String ?? "nil", bob[keyPath: anyPath] as? Int as Any)
print(type(of: \Person.name), type(of: \Team.leader), type(of: cityPath))
print(\Person.name == \Person.name, \Person.name == namePath, (\Person.tags[0]) == (\Person.tags[1]))

let nested = \Team.members[0].address?.zip
print(team[keyPath: nested] as Any)
team[keyPath: \Team.members[1].address!.zip] = 999
print(team.members[1].address!.zip!)

// expect: Optional("Oslo") nil
// expect: Optional(150) nil
// expect: a
// expect: ["a", "B"]
// expect: Optional(90) nil
// expect: [(key: "art", value: 70), (key: "math", value: 90)]
// expect: 1 one
// expect: (first: 1, second: "uno")
// expect: Anne
// expect: Optional("Oslo")
// expect: Anne
// expect: Boss
// expect: Chief
// expect: 2
// expect: Optional("Anne")
// expect: ["Anne", "Bob"]
// expect: ["Oslo"]
// expect: [2, 0]
// expect: ["Bob"]
// expect: [1, 2]
// expect: [2, 1]
// expect: ["x", "yy"]
// expect: ["Bob", "Anne"]
// expect: ["a", "bb", "ccc"]
// expect: 6
// expect: Anne
// expect: ["a", "B"]
// expect: 1
// expect: Anne nil
// expect: WritableKeyPath<Person, String> ReferenceWritableKeyPath<Team, Person> KeyPath<Person, Optional<String>>
// expect: true true false
// expect: nil
// expect: 999
