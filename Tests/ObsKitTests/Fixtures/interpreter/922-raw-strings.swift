// Raw strings: backslashes and quotes kept as written, interpolation with \#(...), and raw multi-line strings.
// Expected output: swiftc 6.3.1 on this machine.
let path = #"C:\Users\ana\new"#
print(path, path.count)
let pattern = #"\d{3}-\d{4}"#
print(pattern)
let name = "Ana"
print(#"Hello, \(name)! and \#(name)"#)
print(##"She said "#1" and left"##)
let json = #"{"id": 7, "tags": ["a\nb"]}"#
print(json)
let block = #"""
    Line with \n kept
    And \#(name.uppercased()) interpolated
    """#
print(block)

// expect: C:\Users\ana\new 16
// expect: \d{3}-\d{4}
// expect: Hello, \(name)! and Ana
// expect: She said "#1" and left
// expect: {"id": 7, "tags": ["a\nb"]}
// expect: Line with \n kept
// expect: And ANA interpolated
