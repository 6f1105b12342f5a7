// Big Nerd Ranch style (optionals): optional binding, chaining, nil coalescing, implicitly unwrapped optionals, and map/flatMap on Optional
var errorCodeString: String?
errorCodeString = "404"
var errorDescription: String?
if let theError = errorCodeString, let errorCodeInteger = Int(theError), errorCodeInteger == 404 {
    errorDescription = "\(errorCodeInteger + 200): resource was not found."
}
var upCaseErrorDescription = errorDescription?.uppercased()
print(errorDescription ?? "No error", upCaseErrorDescription!)
upCaseErrorDescription?.append(" PLEASE TRY AGAIN.")
print(upCaseErrorDescription ?? "")
let description = errorDescription ?? "No error"
errorCodeString = nil
print(description, errorCodeString == nil, errorCodeString?.count as Any)

struct Address { var street: String; var apartment: String? }
class Resident {
    var name: String
    var address: Address?
    var friend: Resident?
    init(name: String) { self.name = name }
}
let ann = Resident(name: "Ann")
let bo = Resident(name: "Bo")
ann.friend = bo
print(ann.friend?.address?.street ?? "no street")
bo.address = Address(street: "Main St", apartment: nil)
print(ann.friend?.address?.street ?? "no street", ann.friend?.address?.apartment?.count ?? 0)
ann.friend?.address?.apartment = "4B"
print(bo.address!.apartment!, ann.friend?.friend?.name as Any)
if ann.friend?.address?.apartment?.hasSuffix("B") == true { print("B wing") }

let numberText: String? = "12"
let doubled = numberText.map { $0 + $0 }
let parsed = numberText.flatMap { Int($0) }
let wrapped = numberText.map { Int($0) }
print(doubled!, parsed!, wrapped as Any)
let emptyText: String? = nil
print(emptyText.map { $0.count } as Any, emptyText ?? "default")

var implicit: Int! = 5
let sum = implicit + 1
implicit = nil
print(sum, implicit == nil)
func findIndex(of target: String, in list: [String]) -> Int? {
    guard !list.isEmpty else { return nil }
    for (i, item) in list.enumerated() where item == target { return i }
    return nil
}
print(findIndex(of: "b", in: ["a", "b"]) ?? -1, findIndex(of: "z", in: []) ?? -1)
let nestedOptional: Int?? = .some(nil)
switch nestedOptional {
case .some(.some(let v)): print("value \(v)")
case .some(.none): print("inner nil")
case .none: print("outer nil")
}
let values = ["1", "two", "3"].map(Int.init)
print(values.compactMap { $0 }, values.map { $0 ?? 0 }.reduce(0, +))
var maybeArray: [Int]? = [3, 1]
maybeArray?.append(2)
print(maybeArray?.sorted() ?? [], maybeArray?.first.map { $0 * 100 } ?? 0)

// expect: 604: resource was not found. 604: RESOURCE WAS NOT FOUND.
// expect: 604: RESOURCE WAS NOT FOUND. PLEASE TRY AGAIN.
// expect: 604: resource was not found. true nil
// expect: no street
// expect: Main St 0
// expect: 4B nil
// expect: B wing
// expect: 1212 12 Optional(Optional(12))
// expect: nil default
// expect: 6 true
// expect: 1 -1
// expect: inner nil
// expect: [1, 3] 4
// expect: [1, 2, 3] 300
