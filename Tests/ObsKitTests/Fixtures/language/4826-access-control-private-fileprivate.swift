// Swift book style: access control within one file
// Checks: private(set) with public-looking getters, private members visible to
// extensions in the same file, fileprivate helpers shared across types, private
// types and nested private helpers, internal default, access in subclasses.

struct TrackedString {
    private(set) var numberOfEdits = 0
    var value: String = "" {
        didSet {
            numberOfEdits += 1
        }
    }
}
var stringToEdit = TrackedString()
stringToEdit.value = "This string will be tracked."
stringToEdit.value += " This edit will increment numberOfEdits."
stringToEdit.value += " So will this one."
print("The number of edits is \(stringToEdit.numberOfEdits)")

fileprivate func secretFormula(_ x: Int) -> Int { x * 31 + 7 }

final class Vault {
    private var contents: [String] = []
    private let code: Int
    fileprivate var auditLog: [String] = []
    init(code: Int) { self.code = code }
    func store(_ item: String, code attempt: Int) -> Bool {
        guard check(attempt) else {
            auditLog.append("denied \(item)")
            return false
        }
        contents.append(item)
        auditLog.append("stored \(item)")
        return true
    }
    private func check(_ attempt: Int) -> Bool { attempt == code }
}

extension Vault {
    var itemCount: Int { contents.count }
    func peek() -> [String] { contents.sorted() }
    func hint() -> Int { secretFormula(code) % 10 }
}

let vault = Vault(code: 4321)
print(vault.store("gold", code: 4321))
print(vault.store("silver", code: 1111))
print(vault.store("bronze", code: 4321))
print(vault.itemCount, vault.peek(), vault.hint())

struct Auditor {
    func report(on vault: Vault) -> String {
        vault.auditLog.joined(separator: "; ")
    }
}
print(Auditor().report(on: vault))

private struct Helper {
    static func shout(_ s: String) -> String { s.uppercased() }
}
private enum Mode { case quiet, loud }
private func render(_ s: String, _ mode: Mode) -> String {
    mode == .loud ? Helper.shout(s) : s
}
print(render("hello", .quiet), render("hello", .loud))

class Counter {
    private(set) var count = 0
    fileprivate var step = 1
    func tick() { count += step }
}
final class DoubleCounter: Counter {
    override init() {
        super.init()
        step = 2
    }
}
let dc = DoubleCounter()
dc.tick(); dc.tick(); dc.tick()
print("double counter \(dc.count)")

struct Temperature {
    private var celsius: Double
    init(celsius: Double) { self.celsius = celsius }
    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
    }
}
extension Temperature {
    private static let freezing = 0.0
    var isFreezing: Bool { celsius <= Temperature.freezing }
    mutating func warm(by degrees: Double) { celsius += degrees }
}
var temp = Temperature(celsius: -5)
print(temp.fahrenheit, temp.isFreezing)
temp.warm(by: 10)
print(temp.fahrenheit, temp.isFreezing)
temp.fahrenheit = 212
print(temp.fahrenheit)

// private members of the same type are accessible from other instances
struct Token: Equatable {
    private let raw: String
    init(_ raw: String) { self.raw = raw.lowercased() }
    func matches(_ other: Token) -> Bool { raw == other.raw }
}
print(Token("ABC").matches(Token("abc")), Token("x") == Token("y"))

// private setter on a class property, mutated via a method
final class Inventory {
    private(set) var items: [String: Int] = [:]
    func add(_ name: String, _ n: Int = 1) { items[name, default: 0] += n }
}
let inv = Inventory()
inv.add("apple"); inv.add("pear", 3); inv.add("apple", 2)
print(inv.items.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })

// expect: The number of edits is 3
// expect: true
// expect: false
// expect: true
// expect: 2 ["bronze", "gold"] 8
// expect: stored gold; denied silver; stored bronze
// expect: hello HELLO
// expect: double counter 6
// expect: 23.0 true
// expect: 41.0 false
// expect: 212.0
// expect: true false
// expect: ["apple=3", "pear=3"]
