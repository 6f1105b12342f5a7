// App code style: converting between camelCase, snake_case, kebab-case and Title Case
func snakeCase(_ s: String) -> String {
    var out = ""
    for (i, c) in s.enumerated() {
        if c.isUppercase {
            if i > 0 { out.append("_") }
            out += c.lowercased()
        } else {
            out.append(c)
        }
    }
    return out
}

func camelCase(_ s: String) -> String {
    let parts = s.split(whereSeparator: { $0 == "_" || $0 == "-" || $0 == " " })
    guard let first = parts.first else { return "" }
    return first.lowercased() + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined()
}

func kebabCase(_ s: String) -> String {
    snakeCase(s).map { $0 == "_" ? "-" : String($0) }.joined()
}

func titleCase(_ s: String) -> String {
    let small: Set<String> = ["a", "an", "the", "of", "and", "in"]
    return s.split(separator: " ").enumerated().map { (i, w) -> String in
        let lower = w.lowercased()
        if i > 0 && small.contains(lower) { return lower }
        return lower.prefix(1).uppercased() + lower.dropFirst()
    }.joined(separator: " ")
}

let identifiers = ["userName", "HTTPServer", "id", "parseJSONData", "x"]
for id in identifiers {
    print(id, "->", snakeCase(id), "/", kebabCase(id))
}
let snakes = ["user_name", "max_retry_count", "already", "__leading", "MIXED_case_Words"]
for s in snakes {
    print(s, "->", camelCase(s))
}
print(camelCase("hello big-wide world"))
print(titleCase("the lord OF the rings"))
print(titleCase("a tale of two cities"))

func capitalizedFirst(_ s: String) -> String {
    guard let f = s.first else { return s }
    return String(f).uppercased() + s.dropFirst()
}
print(capitalizedFirst("swift"), capitalizedFirst(""), capitalizedFirst("élan"))

func swapCase(_ s: String) -> String {
    String(s.map { c -> Character in
        if c.isUppercase { return Character(c.lowercased()) }
        if c.isLowercase { return Character(c.uppercased()) }
        return c
    })
}
print(swapCase("Hello World 123"))

func alternatingCaps(_ s: String) -> String {
    var upper = false
    var out = ""
    for c in s {
        if c.isLetter {
            out += upper ? c.uppercased() : c.lowercased()
            upper.toggle()
        } else {
            out.append(c)
        }
    }
    return out
}
print(alternatingCaps("this is sarcasm"))

func acronym(_ phrase: String) -> String {
    phrase.split(whereSeparator: { $0 == " " || $0 == "-" })
        .compactMap { $0.first }
        .map { $0.uppercased() }
        .joined()
}
print(acronym("Portable Network Graphics"), acronym("as soon as possible"), acronym("Complementary metal-oxide semiconductor"))

let uppercaseASCII = "Mixed Case".unicodeScalars.map { s -> Character in
    if s.value >= 97 && s.value <= 122 { return Character(UnicodeScalar(s.value - 32)!) }
    return Character(s)
}
print(String(uppercaseASCII))
print("ß".uppercased(), "İ".lowercased().count, "ǅ".lowercased(), "ǆ".uppercased())

// expect: userName -> user_name / user-name
// expect: HTTPServer -> h_t_t_p_server / h-t-t-p-server
// expect: id -> id / id
// expect: parseJSONData -> parse_j_s_o_n_data / parse-j-s-o-n-data
// expect: x -> x / x
// expect: user_name -> userName
// expect: max_retry_count -> maxRetryCount
// expect: already -> already
// expect: __leading -> leading
// expect: MIXED_case_Words -> mixedCaseWords
// expect: helloBigWideWorld
// expect: The Lord of the Rings
// expect: A Tale of Two Cities
// expect: Swift  Élan
// expect: hELLO wORLD 123
// expect: tHiS iS sArCaSm
// expect: PNG ASAP CMOS
// expect: MIXED CASE
// expect: SS 1 ǆ Ǆ
