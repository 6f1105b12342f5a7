// App code style: throwing initializers validating user input
enum ValidationError: Error, CustomStringConvertible {
    case empty(field: String)
    case tooShort(field: String, min: Int, actual: Int)
    case invalidCharacter(Character)

    var description: String {
        switch self {
        case .empty(let field):
            return "\(field) must not be empty"
        case let .tooShort(field, min, actual):
            return "\(field) needs \(min) chars, got \(actual)"
        case .invalidCharacter(let c):
            return "invalid character '\(c)'"
        }
    }
}

struct Username {
    let value: String

    init(_ raw: String) throws {
        if raw.isEmpty { throw ValidationError.empty(field: "username") }
        if raw.count < 3 {
            throw ValidationError.tooShort(field: "username", min: 3, actual: raw.count)
        }
        for c in raw where !(c.isLetter || c.isNumber || c == "_") {
            throw ValidationError.invalidCharacter(c)
        }
        value = raw.lowercased()
    }
}

struct Account {
    let name: Username
    let age: Int

    init(name: String, age: Int) throws {
        self.name = try Username(name)
        guard age >= 13 else {
            throw AgeError.tooYoung(age)
        }
        self.age = age
    }
}

enum AgeError: Error {
    case tooYoung(Int)
}

let inputs = ["Alice_99", "", "ab", "bob!", "Carol"]
for input in inputs {
    do {
        let u = try Username(input)
        print("ok: \(u.value)")
    } catch let e as ValidationError {
        print("rejected: \(e)")
    } catch {
        print("unexpected: \(error)")
    }
}

let attempts: [(String, Int)] = [("dave", 30), ("eve", 9), ("x", 40)]
for (name, age) in attempts {
    do {
        let acct = try Account(name: name, age: age)
        print("account \(acct.name.value) age \(acct.age)")
    } catch AgeError.tooYoung(let a) {
        print("too young: \(a)")
    } catch {
        print("failed: \(error)")
    }
}

// Failable vs throwing: convert with try?
let maybe = try? Username("Zed")
print(maybe?.value ?? "none")
let none = try? Username("")
print(none?.value ?? "none")

var count = 0
for s in ["aaa", "b", "ccc", "dd!", "eeee"] {
    if (try? Username(s)) != nil { count += 1 }
}
print("valid count: \(count)")
// expect: ok: alice_99
// expect: rejected: username must not be empty
// expect: rejected: username needs 3 chars, got 2
// expect: rejected: invalid character '!'
// expect: ok: carol
// expect: account dave age 30
// expect: too young: 9
// expect: failed: username needs 3 chars, got 1
// expect: zed
// expect: none
// expect: valid count: 3
