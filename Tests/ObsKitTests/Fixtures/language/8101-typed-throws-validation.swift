// Swift Evolution style: SE-0413 typed throws with a concrete error enum, exhaustive catch and Result conversion
enum ValidationError: Error, Equatable {
    case empty
    case tooShort(minimum: Int)
    case missingDigit
}

func validate(password: String) throws(ValidationError) -> String {
    guard !password.isEmpty else { throw .empty }
    guard password.count >= 8 else { throw .tooShort(minimum: 8) }
    guard password.contains(where: { $0.isNumber }) else { throw ValidationError.missingDigit }
    return password
}

func describe(_ error: ValidationError) -> String {
    switch error {
    case .empty: return "password is empty"
    case .tooShort(let minimum): return "password must be at least \(minimum) characters"
    case .missingDigit: return "password needs a digit"
    }
}

let candidates = ["", "abc", "abcdefgh", "abcdefg1"]
for candidate in candidates {
    do {
        let ok = try validate(password: candidate)
        print("accepted: \(ok)")
    } catch {
        // `error` is statically a ValidationError here, no casting needed
        print("rejected '\(candidate)': \(describe(error))")
    }
}

// Typed throws flows through closures and generic code
func collect<E: Error>(_ items: [String], _ body: (String) throws(E) -> String) throws(E) -> [String] {
    var result: [String] = []
    for item in items {
        result.append(try body(item))
    }
    return result
}

do throws(ValidationError) {
    let check = { (s: String) throws(ValidationError) -> String in try validate(password: s) }
    let all = try collect(["password1", "secret99"], check)
    print("all valid: \(all)")
    _ = try collect(["password1", "short"], check)
} catch {
    print("collect failed with \(error)")
    print("is tooShort: \(error == .tooShort(minimum: 8))")
}

// A non-throwing instantiation: E is Never
let upper = collect(["a", "b"]) { $0.uppercased() }
print(upper)

let result = Result { () throws(ValidationError) -> String in try validate(password: "nodigitshere") }
switch result {
case .success(let value): print("success \(value)")
case .failure(let error): print("failure: \(describe(error))")
}

// expect: rejected '': password is empty
// expect: rejected 'abc': password must be at least 8 characters
// expect: rejected 'abcdefgh': password needs a digit
// expect: accepted: abcdefg1
// expect: all valid: ["password1", "secret99"]
// expect: collect failed with tooShort(minimum: 8)
// expect: is tooShort: true
// expect: ["A", "B"]
// expect: failure: password needs a digit
