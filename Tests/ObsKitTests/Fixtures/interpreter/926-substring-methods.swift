// prefix, suffix, dropFirst, dropLast, prefix(while:) and drop(while:) give Substrings; String(...) makes Strings of them.
// Expected output: swiftc 6.3.1 on this machine.
let title = "  Swift Programming  "
let trimmedStart = title.drop(while: { $0 == " " })
print("[\(trimmedStart)]", type(of: trimmedStart))
let code = "SKU-12345-XL"
print(code.prefix(3), code.suffix(2), code.dropFirst(4), code.dropLast(3))
print(code.prefix(while: { $0.isLetter }), type(of: code.prefix(3)))
let number = code.dropFirst(4).prefix(while: \.isNumber)
print(number, Int(number)! * 2)
let parts = [code.prefix(3), code.suffix(2)].map(String.init)
print(parts, type(of: parts))
print(code.prefix(100), code.dropFirst(100).isEmpty)

// expect: [Swift Programming  ] Substring
// expect: SKU XL 12345-XL SKU-12345
// expect: SKU Substring
// expect: 12345 24690
// expect: ["SKU", "XL"] Array<String>
// expect: SKU-12345-XL true
