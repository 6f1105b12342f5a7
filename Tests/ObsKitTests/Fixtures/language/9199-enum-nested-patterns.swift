// enum-nested-patterns
// expected output: swiftc 6.3.1 (Linux), run on this machine

import Foundation

enum Token: Equatable {
    case number(value: Double)
    case word(String)
    case symbol(Character)
    case pair(key: String, value: Int?)
}

enum Event {
    case key(code: Int, modifiers: Set<String>)
    case mouse(x: Int, y: Int, button: Int?)
    case resize(width: Int, height: Int)
    case batch([Event])
}

func classify(_ t: Token) -> String {
    switch t {
    case .number(let v) where v < 0: return "negative \(v)"
    case .number(value: 0): return "zero"
    case .number(let v) where v == v.rounded(): return "integer \(Int(v))"
    case .number(let v): return "real \(v)"
    case .word(let w) where w.first?.isUppercase == true: return "Name \(w)"
    case .word(let w): return "word \(w) (\(w.count))"
    case .symbol("+"), .symbol("-"): return "additive"
    case .symbol(let c): return "symbol \(c)"
    case .pair(let k, .some(let v)) where v > 100: return "\(k) is big"
    case .pair(let k, let v?): return "\(k)=\(v)"
    case .pair(let k, nil): return "\(k) unset"
    }
}

func handle(_ e: Event) -> String {
    switch e {
    case .key(code: 13, _): return "enter"
    case .key(let code, let mods) where mods.contains("cmd"): return "cmd+\(code)"
    case .key(let code, _): return "key \(code)"
    case .mouse(0, 0, nil): return "hover origin"
    case .mouse(let x, let y, nil): return "hover \(x),\(y)"
    case .mouse(_, _, let b?) where b > 1: return "secondary click"
    case .mouse(x: let x, y: _, button: _): return "click at x=\(x)"
    case let .resize(w, h) where w == h: return "square \(w)"
    case .resize(let w, let h): return "resize \(w)x\(h)"
    case .batch(let events) where events.isEmpty: return "empty batch"
    case .batch(let events): return "batch[" + events.map(handle).joined(separator: "; ") + "]"
    }
}

let tokens: [Token] = [.number(value: -2.5), .number(value: 0), .number(value: 7), .number(value: 1.25),
                       .word("Swift"), .word("code"), .symbol("-"), .symbol("*"),
                       .pair(key: "n", value: 500), .pair(key: "m", value: 5), .pair(key: "z", value: nil)]
for t in tokens { print(classify(t)) }
let events: [Event] = [.key(code: 13, modifiers: []), .key(code: 65, modifiers: ["cmd", "shift"]),
                       .key(code: 66, modifiers: ["alt"]), .mouse(x: 0, y: 0, button: nil),
                       .mouse(x: 4, y: 9, button: nil), .mouse(x: 1, y: 1, button: 2),
                       .mouse(x: 8, y: 3, button: 1), .resize(width: 5, height: 5),
                       .resize(width: 4, height: 3), .batch([]),
                       .batch([.key(code: 1, modifiers: []), .batch([.resize(width: 1, height: 2)])])]
for e in events { print(handle(e)) }

let pairs: [(Int, String?)] = [(1, "one"), (2, nil), (3, "three")]
for case let (n, name?) in pairs { print(n, name) }
for case (let n, nil) in pairs { print("missing", n) }
let nested: (Int, (String, Bool)) = (4, ("x", true))
if case (4...5, (let s, true)) = nested { print("nested ok", s) }
print(tokens.filter { if case .word = $0 { return true } else { return false } }.count)
print(Token.pair(key: "a", value: nil) == .pair(key: "a", value: nil))

// expect: negative -2.5
// expect: zero
// expect: integer 7
// expect: real 1.25
// expect: Name Swift
// expect: word code (4)
// expect: additive
// expect: symbol *
// expect: n is big
// expect: m=5
// expect: z unset
// expect: enter
// expect: cmd+65
// expect: key 66
// expect: hover origin
// expect: hover 4,9
// expect: secondary click
// expect: click at x=8
// expect: square 5
// expect: resize 4x3
// expect: empty batch
// expect: batch[key 1; batch[resize 1x2]]
// expect: 1 one
// expect: 3 three
// expect: missing 2
// expect: nested ok x
// expect: 2
// expect: true
