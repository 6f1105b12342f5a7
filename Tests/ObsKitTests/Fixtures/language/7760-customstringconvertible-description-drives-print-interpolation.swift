// Blog style (CustomStringConvertible): description drives print and interpolation
struct Money: CustomStringConvertible {
    let cents: Int
    var description: String {
        let sign = cents < 0 ? "-" : ""
        let v = abs(cents)
        let frac = v % 100
        return "\(sign)$\(v / 100).\(frac < 10 ? "0" : "")\(frac)"
    }
}
let m = Money(cents: 12345)
print(m)
print("Total: \(m)")
print(String(describing: m))
print(String(reflecting: m))
debugPrint(m)
print([m, Money(cents: -5)])
print(Money(cents: 7) as Any)
let opt: Money? = Money(cents: 100)
print(opt as Any)
print(String(describing: opt))
struct Holder { let amount: Money }
print(Holder(amount: m))
print((m, 1))
print(m.description.count)
// expect: $123.45
// expect: Total: $123.45
// expect: $123.45
// expect: $123.45
// expect: $123.45
// expect: [$123.45, -$0.05]
// expect: $0.07
// expect: Optional($1.00)
// expect: Optional($1.00)
// expect: Holder(amount: $123.45)
// expect: ($123.45, 1)
// expect: 7
