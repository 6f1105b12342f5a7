// Compiler test style: nested enums with associated values matched through nested patterns and where clauses
enum Shape {
    enum Kind { case filled, outline }
    case circle(radius: Int, Kind)
    case rect(width: Int, height: Int, Kind)
    case group([Shape])
}

enum Event {
    enum Key: Equatable { case char(Character), enter, escape, arrow(Direction) }
    enum Direction { case up, down, left, right }
    case key(Key, shift: Bool)
    case click(x: Int, y: Int)
    case resize(Int, Int)
}

func describe(_ s: Shape) -> String {
    switch s {
    case .circle(let r, .filled) where r > 10: return "big filled circle"
    case .circle(_, .filled): return "filled circle"
    case .circle(let r, .outline): return "outline circle r=\(r)"
    case let .rect(w, h, _) where w == h: return "square \(w)"
    case .rect(let w, let h, .outline): return "outline rect \(w)x\(h)"
    case .rect(_, _, .filled): return "filled rect"
    case .group(let items) where items.isEmpty: return "empty group"
    case .group(let items): return "group[" + items.map(describe).joined(separator: ", ") + "]"
    }
}

func handle(_ e: Event) -> String {
    switch e {
    case .key(.char(let c), shift: true) where c.isLetter: return "upper \(c.uppercased())"
    case .key(.char(let c), _): return "char \(c)"
    case .key(.arrow(.up), _), .key(.arrow(.down), _): return "vertical"
    case .key(.arrow(let d), let shift): return "horizontal \(d) shift=\(shift)"
    case .key(.enter, _): return "submit"
    case .key(.escape, _): return "cancel"
    case .click(let x, let y) where x < 0 || y < 0: return "offscreen click"
    case .click(0, 0): return "origin click"
    case .click(let x, let y): return "click at \(x),\(y)"
    case .resize(let w, let h) where w * h > 10_000: return "large window"
    case .resize: return "small window"
    }
}

let shapes: [Shape] = [.circle(radius: 20, .filled), .circle(radius: 3, .filled), .circle(radius: 4, .outline),
                       .rect(width: 5, height: 5, .filled), .rect(width: 2, height: 9, .outline), .group([]),
                       .group([.circle(radius: 1, .outline), .group([.rect(width: 1, height: 2, .filled)])])]
for s in shapes { print(describe(s)) }

let events: [Event] = [.key(.char("q"), shift: true), .key(.char("7"), shift: true), .key(.arrow(.down), shift: false),
                       .key(.arrow(.left), shift: true), .key(.enter, shift: false), .click(x: -1, y: 5),
                       .click(x: 0, y: 0), .click(x: 3, y: 4), .resize(200, 100), .resize(10, 10)]
for e in events { print(handle(e)) }

if case .key(let k, _) = events[4], k == .enter { print("enter detected") }
let arrows = events.filter { if case .key(.arrow, _) = $0 { return true }; return false }
print("arrows:", arrows.count)

// expect: big filled circle
// expect: filled circle
// expect: outline circle r=4
// expect: square 5
// expect: outline rect 2x9
// expect: empty group
// expect: group[outline circle r=1, group[filled rect]]
// expect: upper Q
// expect: char 7
// expect: vertical
// expect: horizontal left shift=true
// expect: submit
// expect: offscreen click
// expect: origin click
// expect: click at 3,4
// expect: large window
// expect: small window
// expect: enter detected
// expect: arrows: 2
