// Compiler test style: raw string literals with # delimiters
let path = #"C:\Users\ada\Documents"#
print(path)
print(path.count, path.filter { $0 == "\\" }.count)

let regexLike = #"\d+\.\d+"#
print(regexLike)

let withQuotes = #"She said "hi" and left."#
print(withQuotes)

let value = 42
let rawInterp = #"value is \#(value), not \(value)"#
print(rawInterp)

let doubleHash = ##"a "#" inside and \##(value * 2)"##
print(doubleHash)

let rawMulti = #"""
Line with \n literally
And "quotes" and """ triple
Interp: \#(value + 1)
"""#
print(rawMulti)

let escapes = "tab:\t| newline-escaped:\\n| quote:\" | unicode:\u{2603}"
print(escapes)

let sameAsRaw = "\\d+" == #"\d+"#
print("same:", sameAsRaw)

func unescape(_ s: String) -> String {
    var out = ""
    var it = s.makeIterator()
    while let c = it.next() {
        if c == "\\" {
            guard let n = it.next() else { out.append(c); break }
            switch n {
            case "n": out.append("\n")
            case "t": out.append("<TAB>")
            case "\\": out.append("\\")
            case "\"": out.append("\"")
            default:
                out.append("\\")
                out.append(n)
            }
        } else {
            out.append(c)
        }
    }
    return out
}
print(unescape(#"one\ntwo\tthree \"q\" \\ \x"#))

func escape(_ s: String) -> String {
    var out = ""
    for c in s {
        switch c {
        case "\n": out += #"\n"#
        case "\t": out += #"\t"#
        case "\"": out += #"\""#
        case "\\": out += #"\\"#
        default: out.append(c)
        }
    }
    return out
}
let messy = "a\tb\n\"c\"\\d"
let escaped = escape(messy)
print(escaped)
print(unescape(escaped) == messy.replacingTabs())

extension String {
    func replacingTabs() -> String {
        var out = ""
        for c in self {
            if c == "\t" { out += "<TAB>" } else { out.append(c) }
        }
        return out
    }
}

let patterns = [#"^\w+$"#, #"[a-z]{3}"#, #"\bword\b"#]
for p in patterns {
    print(p, "backslashes:", p.filter { $0 == "\\" }.count)
}
let emptyRaw = #""#
print(emptyRaw.isEmpty, #"#"#, ##"#"##.count)

// expect: C:\Users\ada\Documents
// expect: 22 3
// expect: \d+\.\d+
// expect: She said "hi" and left.
// expect: value is 42, not \(value)
// expect: a "#" inside and 84
// expect: Line with \n literally
// expect: And "quotes" and """ triple
// expect: Interp: 43
// expect: tab:	| newline-escaped:\n| quote:" | unicode:☃
// expect: same: true
// expect: one
// expect: two<TAB>three "q" \ \x
// expect: a\tb\n\"c\"\\d
// expect: true
// expect: ^\w+$ backslashes: 1
// expect: [a-z]{3} backslashes: 0
// expect: \bword\b backslashes: 2
// expect: true # 1
