// Compiler test style: recursive regular-expression matcher over character arrays with pattern switch
enum Atom {
    case literal(Character)
    case any
    case charClass([ClosedRange<Character>])
}

enum Piece {
    case one(Atom)
    case star(Atom)
    case plus(Atom)
    case optional(Atom)
}

func parse(_ pattern: String) -> (anchoredStart: Bool, anchoredEnd: Bool, pieces: [Piece]) {
    var chars = Array(pattern)
    var start = false, end = false
    if chars.first == "^" { start = true; chars.removeFirst() }
    if chars.last == "$" { end = true; chars.removeLast() }
    var pieces: [Piece] = []
    var i = 0
    while i < chars.count {
        var atom: Atom
        switch chars[i] {
        case ".": atom = .any; i += 1
        case "[":
            var ranges: [ClosedRange<Character>] = []
            i += 1
            while i < chars.count && chars[i] != "]" {
                if i + 2 < chars.count && chars[i + 1] == "-" {
                    ranges.append(chars[i]...chars[i + 2]); i += 3
                } else {
                    ranges.append(chars[i]...chars[i]); i += 1
                }
            }
            i += 1
            atom = .charClass(ranges)
        case let c: atom = .literal(c); i += 1
        }
        switch i < chars.count ? chars[i] : nil {
        case "*"?: pieces.append(.star(atom)); i += 1
        case "+"?: pieces.append(.plus(atom)); i += 1
        case "?"?: pieces.append(.optional(atom)); i += 1
        default: pieces.append(.one(atom))
        }
    }
    return (start, end, pieces)
}

func matches(_ a: Atom, _ c: Character) -> Bool {
    switch a {
    case .any: return true
    case .literal(let l): return l == c
    case .charClass(let rs): return rs.contains { $0.contains(c) }
    }
}

func matchHere(_ ps: ArraySlice<Piece>, _ text: ArraySlice<Character>, _ end: Bool) -> Bool {
    guard let p = ps.first else { return !end || text.isEmpty }
    let rest = ps.dropFirst()
    switch p {
    case .one(let a):
        guard let c = text.first, matches(a, c) else { return false }
        return matchHere(rest, text.dropFirst(), end)
    case .optional(let a):
        if let c = text.first, matches(a, c), matchHere(rest, text.dropFirst(), end) { return true }
        return matchHere(rest, text, end)
    case .star(let a), .plus(let a):
        var t = text
        var count = 0
        var positions = [t]
        while let c = t.first, matches(a, c) {
            t = t.dropFirst(); count += 1; positions.append(t)
        }
        let minimum: Int
        if case .plus = p { minimum = 1 } else { minimum = 0 }
        for k in stride(from: count, through: minimum, by: -1) where matchHere(rest, positions[k], end) {
            return true
        }
        return false
    }
}

func search(_ pattern: String, _ text: String) -> Bool {
    let (start, end, pieces) = parse(pattern)
    let chars = Array(text)
    if start { return matchHere(pieces[...], chars[...], end) }
    for i in 0...chars.count where matchHere(pieces[...], chars[i...], end) {
        return true
    }
    return false
}

let cases: [(String, String)] = [
    ("abc", "xxabcxx"), ("^abc", "xxabc"), ("abc$", "xxabc"), ("a.c", "abc"),
    ("^a*b$", "aaab"), ("^a*b$", "b"), ("^a+b$", "b"), ("colou?r", "color"),
    ("colou?r", "colour"), ("^[0-9]+$", "12345"), ("^[0-9]+$", "12a45"),
    ("^[a-z][a-z0-9_]*$", "var_1"), ("^[a-z][a-z0-9_]*$", "1var"), ("x.*y", "x---y"),
    ("^$", ""), ("^.?$", "ab"),
]
for (p, t) in cases {
    print("/\(p)/ ~ \"\(t)\": \(search(p, t))")
}

// Expected output:
// expect: /abc/ ~ "xxabcxx": true
// expect: /^abc/ ~ "xxabc": false
// expect: /abc$/ ~ "xxabc": true
// expect: /a.c/ ~ "abc": true
// expect: /^a*b$/ ~ "aaab": true
// expect: /^a*b$/ ~ "b": true
// expect: /^a+b$/ ~ "b": false
// expect: /colou?r/ ~ "color": true
// expect: /colou?r/ ~ "colour": true
// expect: /^[0-9]+$/ ~ "12345": true
// expect: /^[0-9]+$/ ~ "12a45": false
// expect: /^[a-z][a-z0-9_]*$/ ~ "var_1": true
// expect: /^[a-z][a-z0-9_]*$/ ~ "1var": false
// expect: /x.*y/ ~ "x---y": true
// expect: /^$/ ~ "": true
// expect: /^.?$/ ~ "ab": false
