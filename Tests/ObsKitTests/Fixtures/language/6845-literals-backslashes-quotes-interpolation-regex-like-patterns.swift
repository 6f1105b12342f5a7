// Hacking with Swift style (raw strings): #"..."# literals with backslashes, quotes, interpolation and regex-like patterns
let path = #"C:\Users\swift\Documents"#
print(path)
print(path.split(separator: "\\").map(String.init))
print(path.count)

let quoted = #"She said "hi" and left"#
print(quoted)
let value = 42
print(#"raw \(value) is literal"#)
print(#"interpolated \#(value) inside raw"#)
let doubleHash = ##"contains "# inside"##
print(doubleHash)

let pattern = #"\d+\.\d+"#
print(pattern, pattern.count)

let multiRaw = #"""
    Line with \n not a newline
    And a "quote" and \t too
    """#
print(multiRaw)
print(multiRaw.split(separator: "\n").count)

func escapeForJSON(_ s: String) -> String {
    var out = ""
    for ch in s {
        switch ch {
        case "\"": out += #"\""#
        case "\\": out += #"\\"#
        case "\n": out += #"\n"#
        case "\t": out += #"\t"#
        default: out.append(ch)
        }
    }
    return "\"" + out + "\""
}
print(escapeForJSON("a \"b\"\n\tc\\d"))
print(escapeForJSON(path))
let same = "\\d+" == #"\d+"#
print(same)

// expect: C:\Users\swift\Documents
// expect: ["C:", "Users", "swift", "Documents"]
// expect: 24
// expect: She said "hi" and left
// expect: raw \(value) is literal
// expect: interpolated 42 inside raw
// expect: contains "# inside
// expect: \d+\.\d+ 8
// expect: Line with \n not a newline
// expect: And a "quote" and \t too
// expect: 2
// expect: "a \"b\"\n\tc\\d"
// expect: "C:\\Users\\swift\\Documents"
// expect: true
