// Compiler test style: writable key paths into structs and reference-writable key paths into classes
struct Stats { var hp: Int; var mp: Int }
final class Hero {
  var name: String
  var stats: Stats
  init(name: String, stats: Stats) { self.name = name; self.stats = stats }
}

var s = Stats(hp: 10, mp: 5)
let hpPath = \Stats.hp
s[keyPath: hpPath] += 15
var sCopy = s
sCopy[keyPath: \Stats.mp] = 0
print(s.hp, s.mp, sCopy.hp, sCopy.mp)

let hero = Hero(name: "h", stats: s)
let deep = \Hero.stats.hp
hero[keyPath: deep] -= 5
hero[keyPath: \Hero.name] += "ero"
print(hero.name, hero.stats.hp)

let alias = hero
alias[keyPath: \.stats.mp] = 99
print(hero.stats.mp)

func bumpAll<Root>(_ items: inout [Root], _ path: WritableKeyPath<Root, Int>) {
  for i in items.indices { items[i][keyPath: path] += 1 }
}
var team = [Stats(hp: 1, mp: 1), Stats(hp: 2, mp: 2)]
let saved = team
bumpAll(&team, \.hp)
bumpAll(&team, \.hp)
bumpAll(&team, \.mp)
print(team.map { [$0.hp, $0.mp] })
print(saved.map { [$0.hp, $0.mp] })
// expect: 25 5 25 0
// expect: hero 20
// expect: 99
// expect: [[3, 2], [4, 3]]
// expect: [[1, 1], [2, 2]]
