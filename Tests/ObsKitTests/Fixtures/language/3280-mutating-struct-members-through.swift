// Compiler test style: mutating struct members through class stored properties
struct Stats {
    var hits = 0
    var misses = 0
    mutating func hit() { hits += 1 }
    mutating func miss() { misses += 1 }
    var ratio: String { "\(hits)/\(hits + misses)" }
}
struct Position { var x = 0, y = 0 }

class Player {
    var stats = Stats() {
        didSet { print("stats changed: \(stats.ratio)") }
    }
    var pos = Position()
    var history: [Position] = []
}

let p = Player()
p.stats.hit()
p.stats.hit()
p.stats.miss()
p.pos.x += 3
p.pos.y = -2
print(p.pos.x, p.pos.y)
p.history.append(p.pos)
p.history[0].x = 99
print(p.history[0].x, p.pos.x)

func modify(_ s: inout Stats) {
    s.hit()
    s.hit()
}
modify(&p.stats)
print(p.stats.hits, p.stats.misses)

let alias = p
alias.pos.y *= 10
print(p.pos.y)
var copy = p.pos
copy.x = 0
print(p.pos.x, copy.x)
// expect: stats changed: 1/1
// expect: stats changed: 2/2
// expect: stats changed: 2/3
// expect: 3 -2
// expect: 99 3
// expect: stats changed: 4/5
// expect: 4 1
// expect: -20
// expect: 3 0
