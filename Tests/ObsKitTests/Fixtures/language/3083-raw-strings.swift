// Compiler test style: raw string literals with # delimiters and raw interpolation
let raw = #"C:\Users\swift\n"#
print(raw)
print(raw.count)

let quoted = #"She said "hi" and left"#
print(quoted)

let value = 42
print(#"value = \(value)"#)
print(#"value = \#(value)"#)

let double = ##"a "# inside"##
print(double)

let rawMulti = #"""
    line \n one
    line "two" \#(value + 1)
    """#
print(rawMulti)

let escapedNewline = #"tab:\#tend"#
print(escapedNewline)
print(#"\"#.count, "\\".count)
// expect: C:\Users\swift\n
// expect: 16
// expect: She said "hi" and left
// expect: value = \(value)
// expect: value = 42
// expect: a "# inside
// expect: line \n one
// expect: line "two" 43
// expect: tab:	end
// expect: 1 1
