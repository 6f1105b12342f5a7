// Swift book style: Optional Chaining: optional closures, nested optionals, try? and optional map/flatMap
class Button {
    var title: String
    var onTap: ((String) -> Void)?
    var validator: ((String) -> Bool)?
    init(title: String) { self.title = title }
    func tap() {
        onTap?(title)
    }
}

let ok = Button(title: "OK")
ok.tap()
print("tap with no handler did nothing")
ok.onTap = { print("tapped \($0)") }
ok.tap()
let valid = ok.validator?("x")
print("validator result: \(String(describing: valid))")
ok.validator = { !$0.isEmpty }
print("validator result now: \(ok.validator?("x") ?? false)")

let strings = ["1", "two", "3"]
let parsed: [Int?] = strings.map { Int($0) }
print(parsed)
let firstParsed = parsed.first
print("nested optional: \(String(describing: firstParsed))")
if let outer = firstParsed, let inner = outer {
    print("unwrapped twice: \(inner)")
}
let flattened = parsed.first ?? nil
print("flattened: \(flattened ?? 0)")

enum ParseError: Error { case bad(String) }
func parse(_ s: String) throws -> Int {
    guard let n = Int(s) else { throw ParseError.bad(s) }
    return n
}
let good = try? parse("12")
let bad = try? parse("zz")
print("good: \(good ?? -1), bad: \(bad ?? -1)")

let name: String? = "swift"
print(name.map { $0.count } ?? 0)
print(name.flatMap { Int($0) } == nil)
let numberText: String? = "42"
print(numberText.flatMap { Int($0) }.map { $0 * 2 } ?? 0)

struct Company {
    var ceo: Employee?
}
struct Employee {
    var name: String
    var manager: [Employee] = []
    var nickname: String?
}
var company: Company? = Company(ceo: Employee(name: "Grace", nickname: nil))
print(company?.ceo?.nickname?.count ?? 0)
company?.ceo?.nickname = "Amazing"
print(company?.ceo?.nickname ?? "-")
company?.ceo?.manager.append(Employee(name: "Board"))
print(company?.ceo?.manager.first?.name ?? "-")
company = nil
company?.ceo?.name = "Nobody"
print(company?.ceo?.name ?? "no company")
// expect: tap with no handler did nothing
// expect: tapped OK
// expect: validator result: nil
// expect: validator result now: true
// expect: [Optional(1), nil, Optional(3)]
// expect: nested optional: Optional(Optional(1))
// expect: unwrapped twice: 1
// expect: flattened: 1
// expect: good: 12, bad: -1
// expect: 5
// expect: true
// expect: 84
// expect: 0
// expect: Amazing
// expect: Board
// expect: no company
