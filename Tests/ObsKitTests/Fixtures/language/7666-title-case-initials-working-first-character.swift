// Blog style (title case and initials): working with the first character of words
let name = "ada lovelace byron"
let initials = name.split(separator: " ").compactMap { $0.first?.uppercased() }.joined()
print(initials)
let titled = name.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
print(titled)
let acronym = "portable network graphics".split(separator: " ").map { String($0.first!).uppercased() }.joined(separator: ".")
print(acronym + ".")
func abbreviate(_ s: String, max: Int) -> String {
    if s.count <= max { return s }
    return String(s.prefix(max - 1)) + "…"
}
print(abbreviate("Internationalization", max: 8))
print(abbreviate("short", max: 8))
print("i18n:", "internationalization".first!, "internationalization".count - 2, "internationalization".last!)
// expect: ALB
// expect: Ada Lovelace Byron
// expect: P.N.G.
// expect: Interna…
// expect: short
// expect: i18n: i 18 n
