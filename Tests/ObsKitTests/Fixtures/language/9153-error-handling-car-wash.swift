// Error handling: an error enum with an associated value, throwing methods with defer, catch clauses with patterns and where, try? and try!, rethrows
// expected output: swiftc 6.3.1 (Linux), run on this machine
// A token-operated car wash.
enum WashError: Error {
    case unknownProgram
    case notEnoughTokens(tokensNeeded: Int)
    case outOfSoap
}

struct Program {
    var tokens: Int
    var soapLeft: Int
}

class CarWash {
    var programs = [
        "Basic": Program(tokens: 4, soapLeft: 3),
        "Deluxe": Program(tokens: 9, soapLeft: 2),
        "Wax": Program(tokens: 6, soapLeft: 0),
    ]
    var tokens = 0

    func run(program name: String) throws -> String {
        print("selecting \(name)")
        defer { print("finished with \(name)") }
        guard let p = programs[name] else {
            throw WashError.unknownProgram
        }
        guard p.soapLeft > 0 else {
            throw WashError.outOfSoap
        }
        guard p.tokens <= tokens else {
            throw WashError.notEnoughTokens(tokensNeeded: p.tokens - tokens)
        }
        tokens -= p.tokens
        programs[name]?.soapLeft -= 1
        return name
    }
}

let wash = CarWash()
wash.tokens = 10
for choice in ["Basic", "Wax", "Rinse", "Deluxe", "Basic"] {
    do {
        let done = try wash.run(program: choice)
        print("Your car had the \(done) wash! tokens left: \(wash.tokens)")
    } catch WashError.unknownProgram {
        print("No such program.")
    } catch WashError.outOfSoap {
        print("Out of soap.")
    } catch WashError.notEnoughTokens(let tokensNeeded) where tokensNeeded > 3 {
        print("Far too few tokens: insert \(tokensNeeded) more.")
    } catch {
        print("Unexpected error: \(error).")
    }
}

let maybe = try? wash.run(program: "Rinse")
print(maybe ?? "no wash")
wash.tokens = 50
let sure = try! wash.run(program: "Basic")
print("forced:", sure, wash.programs["Basic"]!.soapLeft)

func applyTwice(_ f: (Int) throws -> Int, to x: Int) rethrows -> Int {
    try f(f(x))
}
struct NegativeError: Error, CustomStringConvertible {
    let value: Int
    var description: String { "negative value \(value)" }
}
print(applyTwice({ $0 * 3 }, to: 2))
do {
    _ = try applyTwice({ n in
        if n < 0 { throw NegativeError(value: n) }
        return n - 10
    }, to: 4)
} catch let e as NegativeError {
    print("caught:", e)
}
// expect: selecting Basic
// expect: finished with Basic
// expect: Your car had the Basic wash! tokens left: 6
// expect: selecting Wax
// expect: finished with Wax
// expect: Out of soap.
// expect: selecting Rinse
// expect: finished with Rinse
// expect: No such program.
// expect: selecting Deluxe
// expect: finished with Deluxe
// expect: Unexpected error: notEnoughTokens(tokensNeeded: 3).
// expect: selecting Basic
// expect: finished with Basic
// expect: Your car had the Basic wash! tokens left: 2
// expect: selecting Rinse
// expect: finished with Rinse
// expect: no wash
// expect: selecting Basic
// expect: finished with Basic
// expect: forced: Basic 0
// expect: 18
// expect: caught: negative value -6
