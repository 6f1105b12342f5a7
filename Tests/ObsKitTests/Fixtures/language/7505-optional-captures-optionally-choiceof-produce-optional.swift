// RegexBuilder style (optional captures): Optionally and ChoiceOf produce optional outputs, handled with if-let and ??
import RegexBuilder

let nameLine = Regex {
    Capture { OneOrMore(.word) }
    Optionally {
        " "
        Capture { One(.word) }
        "."
    }
    " "
    Capture { OneOrMore(.word) }
    Optionally {
        ", "
        Capture {
            ChoiceOf { "Jr"; "Sr"; "PhD"; "MD" }
        }
    }
}

let people = ["Grace B. Hopper", "Alan Turing", "Martin L. King, Jr", "Ada Lovelace, PhD", "Plato"]
for p in people {
    guard let m = p.wholeMatch(of: nameLine) else {
        print("\(p): single name")
        continue
    }
    let (_, first, middle, last, suffix) = m.output
    var formal = "\(last), \(first)"
    if let middle { formal += " \(middle)." }
    print(formal + (suffix.map { " (\($0))" } ?? ""))
}

let value = Regex {
    ChoiceOf {
        Capture { OneOrMore(.digit) } transform: { Int($0)! }
        Capture { ChoiceOf { "true"; "false" } } transform: { $0 == "true" }
        Capture { OneOrMore(.word) }
    }
}
for token in ["42", "true", "hello", "false", "007"] {
    let m = token.wholeMatch(of: value)!
    let (_, n, b, w) = m.output
    switch (n, b, w) {
    case let (n?, _, _): print("int", n * 2)
    case let (_, b?, _): print("bool", !b)
    case let (_, _, w?): print("word", w.uppercased())
    default: print("??")
    }
}

let m = "key".wholeMatch(of: Regex {
    Capture { OneOrMore(.word) }
    Optionally { "="; Capture { OneOrMore(.word) } }
})!
print(m.output.2 == nil, m.output.2 ?? "default")
// expect: Hopper, Grace B.
// expect: Turing, Alan
// expect: King, Martin L. (Jr)
// expect: Lovelace, Ada (PhD)
// expect: Plato: single name
// expect: int 84
// expect: bool false
// expect: word HELLO
// expect: bool true
// expect: int 14
// expect: true default
