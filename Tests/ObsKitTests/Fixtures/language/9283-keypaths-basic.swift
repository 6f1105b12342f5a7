// keypaths-basic
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Point { var x: Double; var y: Double }
struct Line { var start: Point; var end: Point; var label: String? }
struct Person { var name: String; var age: Int; var isActive: Bool; var tags: [String] }
struct Team { var name: String; var members: [Person]; var lead: Person? }

let line = Line(start: Point(x: 1, y: 2), end: Point(x: 4, y: 6), label: "diag")
let kp = \Line.start.x
print(line[keyPath: kp], line[keyPath: \Line.end.y], line[keyPath: \.label] as Any)
let labelCount = \Line.label?.count
print(line[keyPath: labelCount] as Any, Line(start: line.start, end: line.end, label: nil)[keyPath: labelCount] as Any)
let startKP = \Line.start
let startY = startKP.appending(path: \Point.y)
print(line[keyPath: startY], type(of: startY))

print([1, 2, 3].map(\.self), ["a", "bb"].map(\.count), [1, 2][keyPath: \.self])
let people = [Person(name: "Ann", age: 31, isActive: true, tags: ["x"]), Person(name: "Bo", age: 25, isActive: false, tags: []),
              Person(name: "Cy", age: 40, isActive: true, tags: ["y", "z"])]
print(people.map(\.name), people.filter(\.isActive).map(\.name), people.map(\.tags.count))
print(people.map(\.name.count).reduce(0, +), people.contains(where: \.isActive), people.allSatisfy(\.isActive))

let team = Team(name: "core", members: people, lead: people[2])
print(team[keyPath: \Team.members[1].name], team[keyPath: \Team.lead?.name] as Any, team[keyPath: \Team.members.count])
print(team[keyPath: \.members[0].tags[0]], team[keyPath: \Team.lead?.tags.first] as Any)
let dict = ["a": 1, "b": 2]
print(dict[keyPath: \[String: Int].["a"]] as Any, dict[keyPath: \.["zzz"]] as Any, dict[keyPath: \.count])
print([[1, 2], [3]][keyPath: \[[Int]].[1][0]], "hello"[keyPath: \String.count])

func sorted<T, V: Comparable>(_ xs: [T], by kp: KeyPath<T, V>) -> [T] { xs.sorted { $0[keyPath: kp] < $1[keyPath: kp] } }
print(sorted(people, by: \.age).map(\.name), sorted(people, by: \.name.count).first!.name)
func pluck<T, V>(_ kp: KeyPath<T, V>) -> (T) -> V { { $0[keyPath: kp] } }
print(people.map(pluck(\.age)))
func sum<T>(_ xs: [T], _ kp: KeyPath<T, Int>) -> Int { xs.reduce(0) { $0 + $1[keyPath: kp] } }
print(sum(people, \.age), sum(people, \.tags.count))

print(\Point.x == \Point.x, \Point.x == \Point.y, (\Line.start).appending(path: \.x) == \Line.start.x)
let paths: [KeyPath<Point, Double>] = [\.x, \.y]
let pt = Point(x: 3, y: 4)
print(paths.map { pt[keyPath: $0] })
let anyPath: AnyKeyPath = \Person.name
print(people[0][keyPath: anyPath] as Any, type(of: anyPath).rootType == Person.self, type(of: anyPath).valueType == String.self)
let partial: PartialKeyPath<Person> = \.age
print(people[1][keyPath: partial], people[1][keyPath: partial] is Int)
struct Config { static var defaultName = "std"; var name = Config.defaultName }
print(Config()[keyPath: \.name], [Config(), Config(name: "x")].map(\.name))

// expect: 1.0 6.0 Optional("diag")
// expect: Optional(4) nil
// expect: 2.0 WritableKeyPath<Line, Double>
// expect: [1, 2, 3] [1, 2] [1, 2]
// expect: ["Ann", "Bo", "Cy"] ["Ann", "Cy"] [1, 0, 2]
// expect: 7 true false
// expect: Bo Optional("Cy") 3
// expect: x Optional("y")
// expect: Optional(1) nil 2
// expect: 3 5
// expect: ["Bo", "Ann", "Cy"] Bo
// expect: [31, 25, 40]
// expect: 96 3
// expect: true false true
// expect: [3.0, 4.0]
// expect: Optional("Ann") true true
// expect: 25 true
// expect: std ["std", "x"]
