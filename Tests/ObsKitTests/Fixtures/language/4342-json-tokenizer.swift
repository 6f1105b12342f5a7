// App code style: a small JSON tokenizer and pretty-printer walking String.Index by hand
enum JTok: Equatable {
    case lbrace, rbrace, lbracket, rbracket, colon, comma
    case str(String), num(String), word(String)
}

func lex(_ s: String) -> ([JTok], String?) {
    var toks: [JTok] = []
    var i = s.startIndex
    while i < s.endIndex {
        let c = s[i]
        switch c {
        case " ", "\n", "\t", "\r": i = s.index(after: i); continue
        case "{": toks.append(.lbrace)
        case "}": toks.append(.rbrace)
        case "[": toks.append(.lbracket)
        case "]": toks.append(.rbracket)
        case ":": toks.append(.colon)
        case ",": toks.append(.comma)
        case "\"":
            var j = s.index(after: i)
            var value = ""
            while j < s.endIndex && s[j] != "\"" {
                if s[j] == "\\" {
                    j = s.index(after: j)
                    guard j < s.endIndex else { break }
                    switch s[j] {
                    case "n": value += "\n"
                    case "t": value += "\t"
                    default: value.append(s[j])
                    }
                } else {
                    value.append(s[j])
                }
                j = s.index(after: j)
            }
            if j == s.endIndex { return (toks, "unterminated string at \(s.distance(from: s.startIndex, to: i))") }
            toks.append(.str(value))
            i = s.index(after: j)
            continue
        default:
            if c == "-" || c.isNumber || c.isLetter {
                var j = i
                while j < s.endIndex && (s[j].isNumber || s[j].isLetter || "-+.eE".contains(s[j])) { j = s.index(after: j) }
                let w = String(s[i..<j])
                toks.append(c.isLetter ? .word(w) : .num(w))
                i = j
                continue
            }
            return (toks, "unexpected '\(c)' at \(s.distance(from: s.startIndex, to: i))")
        }
        i = s.index(after: i)
    }
    return (toks, nil)
}

func pretty(_ toks: [JTok]) -> [String] {
    var lines: [String] = []
    var line = ""
    var depth = 0
    func flush() { if !line.isEmpty { lines.append(String(repeating: "  ", count: depth) + line); line = "" } }
    for (k, t) in toks.enumerated() {
        let next = k + 1 < toks.count ? toks[k + 1] : nil
        switch t {
        case .lbrace, .lbracket:
            let closing: JTok = t == .lbrace ? .rbrace : .rbracket
            if next == closing { line += t == .lbrace ? "{" : "["; continue }
            line += t == .lbrace ? "{" : "["
            flush(); depth += 1
        case .rbrace, .rbracket:
            if k > 0 && (toks[k - 1] == .lbrace || toks[k - 1] == .lbracket) { line += t == .rbrace ? "}" : "]"; continue }
            flush(); depth -= 1
            line += t == .rbrace ? "}" : "]"
        case .comma: line += ","; flush()
        case .colon: line += ": "
        case .str(let v):
            var esc = ""
            for ch in v { esc += ch == "\n" ? "\\n" : (ch == "\"" ? "\\\"" : String(ch)) }
            line += "\"\(esc)\""
        case .num(let v), .word(let v): line += v
        }
    }
    flush()
    return lines
}

let src = #"{"name":"Zoë","tags":["a","b\"c"],"n":-12.5e3,"ok":true,"nil":null,"empty":{},"list":[],"nested":{"x":[1,[2,3]]},"multi":"l1\nl2"}"#
let (toks, err) = lex(src)
print("tokens: \(toks.count), error: \(err ?? "none")")
for l in pretty(toks) { print(l) }
for bad in [#"{"a": @}"#, #"["open"#, "[1, 2,\n 3]"] {
    let (t, e) = lex(bad)
    print("\(t.count) tokens, \(e ?? "ok")")
}
print(lex("[]").0 == [.lbracket, .rbracket], lex("x").0 == [.word("x")])
// expect: tokens: 55, error: none
// expect: {
// expect:   "name": "Zoë",
// expect:   "tags": [
// expect:     "a",
// expect:     "b\"c"
// expect:   ],
// expect:   "n": -12.5e3,
// expect:   "ok": true,
// expect:   "nil": null,
// expect:   "empty": {},
// expect:   "list": [],
// expect:   "nested": {
// expect:     "x": [
// expect:       1,
// expect:       [
// expect:         2,
// expect:         3
// expect:       ]
// expect:     ]
// expect:   },
// expect:   "multi": "l1\nl2"
// expect: }
// expect: 3 tokens, unexpected '@' at 6
// expect: 1 tokens, unterminated string at 1
// expect: 7 tokens, ok
// expect: true true
