// Compiler test style: dump of values with custom descriptions
// Checks how dump shows summary lines for types conforming to
// CustomStringConvertible or CustomDebugStringConvertible (the description
// appears on the header line), in nested structs, arrays and optionals.

struct Money: CustomStringConvertible {
  var cents: Int
  var description: String { "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
}

struct Item {
  var name: String
  var price: Money
}

dump(Money(cents: 1999))
dump(Item(name: "book", price: Money(cents: 1205)))
dump([Money(cents: 100), Money(cents: 5)])

let om: Money? = Money(cents: 250)
dump(om)

// Debug description only.
struct ID: CustomDebugStringConvertible {
  var raw: Int
  var debugDescription: String { "ID#\(raw)" }
}
dump(ID(raw: 7))
dump((ID(raw: 1), "x"))

// Both: which wins in dump?
struct Both: CustomStringConvertible, CustomDebugStringConvertible {
  var v = 1
  var description: String { "desc" }
  var debugDescription: String { "debug" }
}
dump(Both())

// Class with description.
class Account: CustomStringConvertible {
  var owner: String
  var balance: Money
  init(owner: String, balance: Money) {
    self.owner = owner
    self.balance = balance
  }
  var description: String { "Account(\(owner))" }
}
dump(Account(owner: "zed", balance: Money(cents: 1)))

// Enum with description and payload.
enum Status: CustomStringConvertible {
  case ok
  case failed(code: Int)
  var description: String {
    switch self {
    case .ok: return "OK"
    case .failed(let c): return "FAILED(\(c))"
    }
  }
}
dump(Status.ok)
dump(Status.failed(code: 404))
dump([Status.ok, .failed(code: 1)])

// Strings with special characters in dump.
dump("tab\tquote\"")
dump(["multi\nline"])

// expect: ▿ $19.99
// expect:   - cents: 1999
// expect: ▿ main.Item
// expect:   - name: "book"
// expect:   ▿ price: $12.05
// expect:     - cents: 1205
// expect: ▿ 2 elements
// expect:   ▿ $1.00
// expect:     - cents: 100
// expect:   ▿ $0.05
// expect:     - cents: 5
// expect: ▿ Optional($2.50)
// expect:   ▿ some: $2.50
// expect:     - cents: 250
// expect: ▿ ID#7
// expect:   - raw: 7
// expect: ▿ (2 elements)
// expect:   ▿ .0: ID#1
// expect:     - raw: 1
// expect:   - .1: "x"
// expect: ▿ debug
// expect:   - v: 1
// expect: ▿ Account(zed) #0
// expect:   - owner: "zed"
// expect:   ▿ balance: $0.01
// expect:     - cents: 1
// expect: - OK
// expect: ▿ FAILED(404)
// expect:   ▿ failed: (1 element)
// expect:     - code: 404
// expect: ▿ 2 elements
// expect:   - OK
// expect:   ▿ FAILED(1)
// expect:     ▿ failed: (1 element)
// expect:       - code: 1
// expect: - "tab\tquote\""
// expect: ▿ 1 element
// expect:   - "multi\nline"
