// Swift 6 style (typed throws): converting one typed error into another with do/catch and a typed Result mapError
enum LexError: Error {
    case unexpected(Character)
}

enum CompileError: Error, CustomStringConvertible {
    case lexing(String)
    case emptyProgram
    var description: String {
        switch self {
        case .lexing(let detail): return "lexing failed: \(detail)"
        case .emptyProgram: return "nothing to compile"
        }
    }
}

func tokens(_ source: String) throws(LexError) -> [String] {
    var result: [String] = []
    var number = ""
    for ch in source {
        if ch.isNumber { number.append(ch); continue }
        if !number.isEmpty { result.append(number); number = "" }
        switch ch {
        case "+", "-", "*", "(", ")": result.append(String(ch))
        case " ": break
        default: throw .unexpected(ch)
        }
    }
    if !number.isEmpty { result.append(number) }
    return result
}

func compile(_ source: String) throws(CompileError) -> Int {
    let list: [String]
    do {
        list = try tokens(source)
    } catch {
        switch error {
        case .unexpected(let c): throw .lexing("unexpected '\(c)'")
        }
    }
    guard !list.isEmpty else { throw .emptyProgram }
    return list.count
}

for program in ["12 + 3", "4 * (5 - 1)", "", "7 / 2", "   "] {
    do {
        let count = try compile(program)
        print("\"\(program)\": \(count) tokens")
    } catch {
        print("\"\(program)\": \(error)")
    }
}

let lexed = Result<[String], LexError> { () throws(LexError) in try tokens("1+x") }
let mapped: Result<[String], CompileError> = lexed.mapError { e in
    if case .unexpected(let c) = e { return .lexing(String(c)) }
    return .emptyProgram
}
print(mapped)

// expect: "12 + 3": 3 tokens
// expect: "4 * (5 - 1)": 7 tokens
// expect: "": nothing to compile
// expect: "7 / 2": lexing failed: unexpected '/'
// expect: "   ": nothing to compile
// expect: failure(lexing failed: x)
