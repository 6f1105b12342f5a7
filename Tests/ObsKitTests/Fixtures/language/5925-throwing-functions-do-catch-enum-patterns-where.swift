// Swift book style (Error Handling): throwing functions, do-catch with enum patterns and where clauses, try? and try!, rethrows, and defer ordering
enum VendError: Error {
    case invalid
    case lacking(coins: Int)
    case soldOut
}
struct Item { var price: Int; var left: Int }
class Vendor {
    var stock = ["gum": Item(price: 3, left: 1), "tea": Item(price: 9, left: 4)]
    var coins = 0
    func buy(_ name: String) throws -> String {
        defer { print("  [checked \(name)]") }
        guard let item = stock[name] else { throw VendError.invalid }
        guard item.left > 0 else { throw VendError.soldOut }
        guard item.price <= coins else { throw VendError.lacking(coins: item.price - coins) }
        coins -= item.price
        stock[name]?.left -= 1
        return "dispensed \(name)"
    }
}
let v = Vendor()
v.coins = 5
for name in ["gum", "gum", "tea", "cola"] {
    do {
        print(try v.buy(name))
    } catch VendError.lacking(let n) where n > 3 {
        print("need a lot more: \(n)")
    } catch VendError.lacking(let n) {
        print("need \(n) more")
    } catch VendError.invalid, VendError.soldOut {
        print("cannot sell \(name)")
    } catch {
        print("other", error)
    }
}

func parse(_ s: String) throws -> Int {
    guard let n = Int(s) else { throw VendError.invalid }
    return n
}
print((try? parse("12")) as Any, (try? parse("x")) as Any)
let sure = try! parse("8")
print(sure)

func applyAll(_ xs: [String], _ f: (String) throws -> Int) rethrows -> [Int] { try xs.map(f) }
print(applyAll(["1", "2"]) { Int($0)! })
do { _ = try applyAll(["3", "z"], parse) } catch { print("rethrown", error) }

func staged() throws {
    print("stage start")
    defer { print("defer 1") }
    defer { print("defer 2") }
    do {
        defer { print("inner defer") }
        throw VendError.soldOut
    }
}
do { try staged() } catch let e as VendError { print("caught", e) }

struct Detailed: Error, CustomStringConvertible {
    let code: Int
    var description: String { "code \(code)" }
}
func risky(_ n: Int) throws(Detailed) -> Int {
    if n < 0 { throw Detailed(code: n) }
    return n * 2
}
do { print(try risky(4)); print(try risky(-7)) } catch { print("typed:", error.code, error) }
let r = Result { try parse("77") }
if case .success(let value) = r { print("result", value) }

// expect:   [checked gum]
// expect: dispensed gum
// expect:   [checked gum]
// expect: cannot sell gum
// expect:   [checked tea]
// expect: need a lot more: 7
// expect:   [checked cola]
// expect: cannot sell cola
// expect: Optional(12) nil
// expect: 8
// expect: [1, 2]
// expect: rethrown invalid
// expect: stage start
// expect: inner defer
// expect: defer 2
// expect: defer 1
// expect: caught soldOut
// expect: 8
// expect: typed: -7 code -7
// expect: result 77
