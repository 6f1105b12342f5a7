// Swift book style (Error Handling): throwing, propagating, rethrows, defer and typed throws
enum VendError: Error {
    case unknownItem
    case shortBy(coins: Int)
    case soldOut
}
struct Slot { var price: Int; var count: Int }
class Vendor {
    var stock = ["gum": Slot(price: 3, count: 2), "chips": Slot(price: 5, count: 0)]
    var credit = 0
    func vend(_ name: String) throws -> String {
        guard let slot = stock[name] else { throw VendError.unknownItem }
        guard slot.count > 0 else { throw VendError.soldOut }
        guard slot.price <= credit else { throw VendError.shortBy(coins: slot.price - credit) }
        credit -= slot.price
        stock[name]!.count -= 1
        return "dispensed \(name)"
    }
}
func buy(_ item: String, from v: Vendor) throws -> String {
    defer { print("  (finished trying \(item))") }
    return try v.vend(item)
}
let machine = Vendor()
machine.credit = 7
for item in ["gum", "chips", "soda", "gum", "gum"] {
    do {
        print(try buy(item, from: machine))
    } catch VendError.shortBy(let n) {
        print("insert \(n) more coins")
    } catch let e as VendError {
        print("error: \(e)")
    }
}

func applyAll(_ xs: [Int], _ f: (Int) throws -> Int) rethrows -> [Int] {
    var out: [Int] = []
    for x in xs { out.append(try f(x)) }
    return out
}
print(applyAll([1, 2, 3]) { $0 * 10 })
struct Negative: Error { let value: Int }
do {
    _ = try applyAll([4, -2, 5]) { x in
        if x < 0 { throw Negative(value: x) }
        return x
    }
} catch let n as Negative {
    print("negative value \(n.value)")
}

func parse(_ s: String) throws(VendError) -> Int {
    guard let v = Int(s) else { throw .unknownItem }
    return v
}
do { print(try parse("12")); _ = try parse("x") } catch { print("typed error: \(error)") }

// expect:   (finished trying gum)
// expect: dispensed gum
// expect:   (finished trying chips)
// expect: error: soldOut
// expect:   (finished trying soda)
// expect: error: unknownItem
// expect:   (finished trying gum)
// expect: dispensed gum
// expect:   (finished trying gum)
// expect: error: soldOut
// expect: [10, 20, 30]
// expect: negative value -2
// expect: 12
// expect: typed error: unknownItem
