// App code style: mustache-like template filling with {{name}} placeholders, filters and missing keys
enum Filter: String {
    case upper, lower, title, trim
}

func titleCase(_ s: String) -> String {
    var out = ""
    var startOfWord = true
    for ch in s {
        if ch.isLetter {
            out += startOfWord ? ch.uppercased() : ch.lowercased()
            startOfWord = false
        } else {
            out.append(ch)
            startOfWord = ch == " " || ch == "-"
        }
    }
    return out
}

func apply(_ f: Filter, _ s: String) -> String {
    switch f {
    case .upper: return s.uppercased()
    case .lower: return s.lowercased()
    case .title: return titleCase(s)
    case .trim:
        let chars = Array(s)
        var lo = 0, hi = chars.count
        while lo < hi && chars[lo] == " " { lo += 1 }
        while hi > lo && chars[hi - 1] == " " { hi -= 1 }
        return String(chars[lo..<hi])
    }
}

func render(_ template: String, _ vars: [String: String]) -> (String, [String]) {
    var out = ""
    var missing: [String] = []
    var i = template.startIndex
    while i < template.endIndex {
        if template[i...].hasPrefix("{{"), let close = findClose(template, i) {
            let inner = template[template.index(i, offsetBy: 2)..<close]
            let parts = inner.split(separator: "|").map { String($0).filter { $0 != " " } }
            let key = parts[0]
            if var v = vars[key] {
                for fname in parts.dropFirst() {
                    if let f = Filter(rawValue: fname) { v = apply(f, v) } else { v += "?\(fname)" }
                }
                out += v
            } else {
                missing.append(key)
                out += "<\(key)?>"
            }
            i = template.index(close, offsetBy: 2)
        } else {
            out.append(template[i])
            i = template.index(after: i)
        }
    }
    return (out, missing)
}

func findClose(_ s: String, _ from: String.Index) -> String.Index? {
    var j = from
    while j < s.endIndex {
        let next = s.index(after: j)
        if s[j] == "}" && next < s.endIndex && s[next] == "}" { return j }
        j = next
    }
    return nil
}

let vars = [
    "name": "ada lovelace",
    "city": "  london ",
    "count": "3",
    "item": "ticket",
]
let templates = [
    "Hello, {{name|title}}!",
    "You have {{count}} {{item}}(s) for {{ city | trim | upper }}.",
    "Shout: {{name|upper}} / whisper: {{name|lower}}",
    "Unknown {{zip}} and {{name|reverse}}",
    "No placeholders at all",
    "Broken {{name without close",
    "{{item}}{{item}}{{count}}",
    "Emoji ok: {{name|title}} 🎉 {{count}}",
]
for t in templates {
    let (result, missing) = render(t, vars)
    print(result)
    if !missing.isEmpty { print("  missing: \(missing.joined(separator: ", "))") }
}
print(titleCase("hello-world foo.bar"))
print(apply(.trim, "   "), "|")
// expect: Hello, Ada Lovelace!
// expect: You have 3 ticket(s) for LONDON.
// expect: Shout: ADA LOVELACE / whisper: ada lovelace
// expect: Unknown <zip?> and ada lovelace?reverse
// expect:   missing: zip
// expect: No placeholders at all
// expect: Broken {{name without close
// expect: ticketticket3
// expect: Emoji ok: Ada Lovelace 🎉 3
// expect: Hello-World Foo.bar
// expect:  |
