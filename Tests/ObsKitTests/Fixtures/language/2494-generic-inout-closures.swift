// Compiler test style: generic functions taking inout and closures that take inout parameters
func modify<T>(_ value: inout T, _ body: (inout T) -> Void) {
  body(&value)
}

func applyTwice<T>(_ value: inout T, _ body: (inout T) -> Void) {
  body(&value)
  body(&value)
}

struct Profile {
  var name: String
  var tags: [String]
  var visits: Int
}

var profile = Profile(name: "kim", tags: ["new"], visits: 0)
modify(&profile) { p in
  p.name = p.name.capitalized()
  p.tags.append("verified")
}
applyTwice(&profile.visits) { $0 += 5 }
modify(&profile.tags[0]) { $0 += "!" }
print(profile.name, profile.tags, profile.visits)

extension String {
  func capitalized() -> String {
    guard let first = first else { return self }
    return first.uppercased() + dropFirst()
  }
}

let counts = ["x", "y", "x", "z", "x", "y"].reduce(into: [String: Int]()) { acc, key in
  acc[key, default: 0] += 1
}
print(counts.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" }.joined())

let evensOdds = (1...9).reduce(into: (evens: [Int](), odds: [Int]())) { acc, n in
  if n % 2 == 0 { acc.evens.append(n) } else { acc.odds.append(n) }
}
print(evensOdds.evens, evensOdds.odds)

var pipeline: [(inout Int) -> Void] = [{ $0 += 1 }, { $0 *= 3 }, { $0 -= 2 }]
var seed = 4
for step in pipeline { step(&seed) }
print("pipeline:", seed)
pipeline.removeFirst()
for step in pipeline.reversed() { step(&seed) }
print("pipeline reversed:", seed)

func mutateAll<C: MutableCollection>(_ c: inout C, _ f: (inout C.Element) -> Void) {
  var i = c.startIndex
  while i != c.endIndex {
    f(&c[i])
    c.formIndex(after: &i)
  }
}
var profiles = [profile, Profile(name: "lee", tags: [], visits: 1)]
mutateAll(&profiles) { $0.visits *= 100 }
var letters: [Character] = ["a", "b", "c"]
mutateAll(&letters[1...]) { $0 = Character($0.uppercased()) }
print(profiles.map { $0.visits }, String(letters))
// expect: Kim ["new!", "verified"] 10
// expect: x3y2z1
// expect: [2, 4, 6, 8] [1, 3, 5, 7, 9]
// expect: pipeline: 13
// expect: pipeline reversed: 33
// expect: [1000, 100] aBC
