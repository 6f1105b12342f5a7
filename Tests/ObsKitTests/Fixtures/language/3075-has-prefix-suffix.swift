// Compiler test style: hasPrefix/hasSuffix including empty and unicode-equivalent cases
let name = "swift-compiler.swift"
print(name.hasPrefix("swift"))
print(name.hasSuffix(".swift"))
print(name.hasPrefix("Swift"))
print(name.hasPrefix(""))
print(name.hasSuffix(""))
print("".hasPrefix(""))
print("".hasPrefix("a"))

// Canonical equivalence applies to hasPrefix
let decomposed = "e\u{301}clair"
print(decomposed.hasPrefix("\u{E9}"))
// but a bare "e" is not a prefix of "e + combining accent" at character level
print(decomposed.hasPrefix("e"))

let files = ["main.swift", "README.md", "util.swift", "Package.swift", "notes.txt"]
let swiftFiles = files.filter { $0.hasSuffix(".swift") }
print(swiftFiles)
print(files.filter { $0.first?.isUppercase == true })
// expect: true
// expect: true
// expect: false
// expect: true
// expect: true
// expect: true
// expect: false
// expect: true
// expect: false
// expect: ["main.swift", "util.swift", "Package.swift"]
// expect: ["README.md", "Package.swift"]
