// Compiler test style: printing errors via print, String(describing:), String(reflecting:) and dump
enum DecodeError: Error {
    case keyNotFound(String)
    case typeMismatch(expected: String, found: String)
    case dataCorrupted
}

struct LineError: Error {
    let line: Int
    let column: Int
}

struct LabeledError: Error, CustomStringConvertible, CustomDebugStringConvertible {
    let code: Int
    var description: String { "LabeledError #\(code)" }
    var debugDescription: String { "LabeledError(debug code: \(code))" }
}

let errors: [Error] = [
    DecodeError.keyNotFound("id"),
    DecodeError.typeMismatch(expected: "Int", found: "String"),
    DecodeError.dataCorrupted,
    LineError(line: 3, column: 14),
    LabeledError(code: 42),
]

for error in errors {
    print(error)
}
for error in errors {
    print(String(reflecting: error))
}
print("\(errors[1])")
print([DecodeError.dataCorrupted, DecodeError.keyNotFound("x")])
dump(DecodeError.typeMismatch(expected: "Bool", found: "Int"))
dump(LineError(line: 1, column: 2))
let optionalError: DecodeError? = .keyNotFound("name")
print(optionalError as Any)
// expect: keyNotFound("id")
// expect: typeMismatch(expected: "Int", found: "String")
// expect: dataCorrupted
// expect: LineError(line: 3, column: 14)
// expect: LabeledError #42
// expect: main.DecodeError.keyNotFound("id")
// expect: main.DecodeError.typeMismatch(expected: "Int", found: "String")
// expect: main.DecodeError.dataCorrupted
// expect: main.LineError(line: 3, column: 14)
// expect: LabeledError(debug code: 42)
// expect: typeMismatch(expected: "Int", found: "String")
// expect: [main.DecodeError.dataCorrupted, main.DecodeError.keyNotFound("x")]
// expect: ▿ main.DecodeError.typeMismatch
// expect:   ▿ typeMismatch: (2 elements)
// expect:     - expected: "Bool"
// expect:     - found: "Int"
// expect: ▿ main.LineError
// expect:   - line: 1
// expect:   - column: 2
// expect: Optional(main.DecodeError.keyNotFound("name"))
