// Compiler test style: some parameters as sugar for anonymous generic parameters
protocol Describable {
  var label: String { get }
}
struct User: Describable { var name: String; var label: String { "user:\(name)" } }
struct Team: Describable { var members: [User]; var label: String { "team[\(members.map(\.name).joined(separator: ","))]" } }

func show(_ item: some Describable) -> String { item.label }

func showBoth(_ a: some Describable, _ b: some Describable) -> String {
  "\(a.label) & \(b.label) (\(type(of: a)), \(type(of: b)))"
}

func countAll(_ items: some Collection<some Describable>) -> Int {
  items.reduce(0) { $0 + $1.label.count }
}

func largest(_ values: some Sequence<Int>) -> Int? { values.max() }

func apply(_ transform: (Int) -> Int, to values: some Sequence<Int>) -> [Int] {
  values.map(transform)
}

func merge(_ a: inout some RangeReplaceableCollection<Int>, with b: [Int]) {
  a.append(contentsOf: b)
}

let ann = User(name: "ann")
let bob = User(name: "bob")
let team = Team(members: [ann, bob])
print(show(ann))
print(show(team))
print(showBoth(ann, team))
print(showBoth(team, team))
print(countAll([ann, bob]))
print(countAll([team]))
print(largest([4, 9, 2]) ?? -1, largest(Set<Int>()) ?? -1)
print(apply({ $0 * 10 }, to: 1...3))
var buffer = [1, 2]
merge(&buffer, with: [3, 4])
print(buffer)
var chars: ContiguousArray<Int> = [9]
merge(&chars, with: [8])
print(Array(chars))
// expect: user:ann
// expect: team[ann,bob]
// expect: user:ann & team[ann,bob] (User, Team)
// expect: team[ann,bob] & team[ann,bob] (Team, Team)
// expect: 16
// expect: 13
// expect: 9 -1
// expect: [10, 20, 30]
// expect: [1, 2, 3, 4]
// expect: [9, 8]
