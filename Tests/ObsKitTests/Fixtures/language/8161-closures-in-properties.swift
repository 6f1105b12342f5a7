// Course exercise: closures stored in struct and class properties, with defaults and replacement
import Foundation
struct Validator {
    let name: String
    var rule: (String) -> Bool

    func check(_ input: String) -> String {
        "\(name): \(rule(input) ? "ok" : "fail")"
    }
}

class Button {
    let title: String
    var onTap: () -> Void = { print("(no action)") }
    var formatter: ((String) -> String)?

    init(title: String) {
        self.title = title
    }

    func tap() {
        let shown = formatter?(title) ?? title
        print("tapped [\(shown)]")
        onTap()
    }
}

let validators = [
    Validator(name: "not empty", rule: { !$0.isEmpty }),
    Validator(name: "short", rule: { $0.count <= 5 }),
    Validator(name: "digits", rule: { $0.allSatisfy(\.isNumber) }),
]
for input in ["12345", "hello world"] {
    print(validators.map { $0.check(input) }.joined(separator: ", "))
}

var strict = validators[1]
strict.rule = { $0.count <= 2 }
print(strict.check("abc"), validators[1].check("abc"))

let save = Button(title: "Save")
save.tap()
var saveCount = 0
save.onTap = {
    saveCount += 1
    print("saved \(saveCount) time(s)")
}
save.formatter = { $0.uppercased() }
save.tap()
save.tap()

let operations: [String: (Int, Int) -> Int] = ["add": (+), "mul": (*), "pow": { Int(pow(Double($0), Double($1))) }]
for key in operations.keys.sorted() {
    print("\(key)(2, 5) = \(operations[key]!(2, 5))")
}

// expect: not empty: ok, short: ok, digits: ok
// expect: not empty: ok, short: fail, digits: fail
// expect: short: fail short: ok
// expect: tapped [Save]
// expect: (no action)
// expect: tapped [SAVE]
// expect: saved 1 time(s)
// expect: tapped [SAVE]
// expect: saved 2 time(s)
// expect: add(2, 5) = 7
// expect: mul(2, 5) = 10
// expect: pow(2, 5) = 32
