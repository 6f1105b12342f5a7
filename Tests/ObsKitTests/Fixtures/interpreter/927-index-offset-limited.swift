// index(_:offsetBy:) and index(_:offsetBy:limitedBy:), firstIndex and lastIndex, and slicing by the indices found.
// Expected output: swiftc 6.3.1 on this machine.
let file = "report.final.v2.pdf"
let dot = file.lastIndex(of: ".")!
print(file[file.index(after: dot)...], file[..<dot])
let firstDot = file.firstIndex(of: ".")!
print(file[..<firstDot], file.distance(from: firstDot, to: dot))
let five = file.index(file.startIndex, offsetBy: 5)
print(file[five], file[...five])
print(file.index(file.startIndex, offsetBy: 50, limitedBy: file.endIndex) == nil)
if let ten = file.index(file.startIndex, offsetBy: 10, limitedBy: file.endIndex) {
    print(file[ten...])
}
print(file.firstIndex(where: { $0.isNumber }).map { file[$0] } as Any)

// expect: pdf report.final.v2
// expect: report 9
// expect: t report
// expect: true
// expect: al.v2.pdf
// expect: Optional("2")
