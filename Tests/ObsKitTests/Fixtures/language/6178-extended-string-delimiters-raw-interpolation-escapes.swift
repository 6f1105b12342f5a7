// Language Reference style (lexical structure): extended string delimiters, raw interpolation and escapes
let name = "swift"
let raw = #"Line with \n stays and "quotes" free"#
print(raw)
let interp = #"Hello \#(name), not \(name)"#
print(interp)
let two = ##"Has "# inside and \##(name.uppercased())"##
print(two)
let esc = #"tab\#there"#
print(esc.contains("\t"), esc)
let uni = #"\#u{2603} vs \u{2603}"#
print(uni)
let multi = #"""
    raw multi \n kept
    value: \#(1 + 2)
    """#
print(multi)
let regexLike = #"\d+\.\d+"#
print(regexLike, regexLike.count)
let hash = ###"a##"b"###
print(hash)
print(#"\"#.count, #"""#)
let mixed = "normal \(name) " + #"raw \(name)"#
print(mixed)

// expect: Line with \n stays and "quotes" free
// expect: Hello swift, not \(name)
// expect: Has "# inside and SWIFT
// expect: true tab	here
// expect: ☃ vs \u{2603}
// expect: raw multi \n kept
// expect: value: 3
// expect: \d+\.\d+ 8
// expect: a##"b
// expect: 1 "
// expect: normal swift raw \(name)
