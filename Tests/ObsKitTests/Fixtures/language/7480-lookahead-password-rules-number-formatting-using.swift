// RegexBuilder style (lookahead): password rules and number formatting using Lookahead and NegativeLookahead
import RegexBuilder

func rule(_ cls: CharacterClass) -> Lookahead<Substring> {
    Lookahead {
        ZeroOrMore(.any)
        cls
    }
}

let strong = Regex {
    Anchor.startOfSubject
    rule(.digit)
    rule(CharacterClass("a"..."z"))
    rule(CharacterClass("A"..."Z"))
    rule(.anyOf("!@#$%^&*"))
    NegativeLookahead {
        ZeroOrMore(.any)
        CharacterClass.whitespace
    }
    Repeat(.any, 8...)
    Anchor.endOfSubject
}

for pw in ["hunter2", "Passw0rd!", "S3cure#Pass", "NoDigits!!", "has Space1!", "aB3$aB3$"] {
    let ok = pw.wholeMatch(of: strong) != nil
    print(pw.padding(12), ok ? "strong" : "weak")
}

extension String {
    func padding(_ n: Int) -> String {
        count >= n ? self : self + String(repeating: ".", count: n - count)
    }
}

// insert thousands separators: a digit followed by groups of three digits up to the end
let groupPoint = Regex {
    Capture { One(.digit) }
    Lookahead {
        OneOrMore {
            Repeat(.digit, count: 3)
        }
        NegativeLookahead { One(.digit) }
    }
}
for n in ["7", "1234", "1234567", "12345678901", "order 99999 shipped"] {
    print(n.replacing(groupPoint) { "\($0.output.1)," })
}

// a word only when followed by a colon, but do not consume the colon
let label = Regex {
    Capture { OneOrMore(.word) }
    Lookahead { ":" }
}
print("name: Bo, age: 3, note ok".matches(of: label).map { String($0.output.1) })
// expect: hunter2..... weak
// expect: Passw0rd!... strong
// expect: S3cure#Pass. strong
// expect: NoDigits!!.. weak
// expect: has Space1!. weak
// expect: aB3$aB3$.... strong
// expect: 7
// expect: 1,234
// expect: 1,234,567
// expect: 12,345,678,901
// expect: order 99,999 shipped
// expect: ["name", "age"]
