// Swift book style (guard): guard-let chains that throw early, with the happy path left unindented
enum OrderError: Error {
    case missingItem
    case invalidQuantity(Int)
    case unknownCoupon(String)
    case belowMinimum(total: Int, minimum: Int)
}

struct Order {
    var item: String?
    var quantity: Int
    var coupon: String?
}

let catalog = ["lamp": 40, "desk": 150, "pen": 2]
let coupons = ["TEN": 10, "HALF": 50]

func checkout(_ order: Order) throws -> Int {
    guard let item = order.item, let unit = catalog[item] else { throw OrderError.missingItem }
    guard order.quantity > 0 else { throw OrderError.invalidQuantity(order.quantity) }
    var total = unit * order.quantity
    if let code = order.coupon {
        guard let percent = coupons[code] else { throw OrderError.unknownCoupon(code) }
        total -= total * percent / 100
    }
    guard total >= 10 else { throw OrderError.belowMinimum(total: total, minimum: 10) }
    return total
}

let orders = [
    Order(item: "lamp", quantity: 2, coupon: "TEN"),
    Order(item: nil, quantity: 1, coupon: nil),
    Order(item: "desk", quantity: 0, coupon: nil),
    Order(item: "desk", quantity: 1, coupon: "FREE"),
    Order(item: "pen", quantity: 3, coupon: nil),
    Order(item: "desk", quantity: 2, coupon: "HALF"),
    Order(item: "chair", quantity: 1, coupon: nil),
]
var revenue = 0
for (n, order) in orders.enumerated() {
    do {
        let total = try checkout(order)
        revenue += total
        print("order \(n): \(total)")
    } catch OrderError.belowMinimum(let total, let minimum) {
        print("order \(n): \(total) is below \(minimum)")
    } catch let error as OrderError {
        print("order \(n): rejected (\(error))")
    } catch {
        print("order \(n): ???")
    }
}
print("revenue:", revenue)

// expect: order 0: 72
// expect: order 1: rejected (missingItem)
// expect: order 2: rejected (invalidQuantity(0))
// expect: order 3: rejected (unknownCoupon("FREE"))
// expect: order 4: 6 is below 10
// expect: order 5: 150
// expect: order 6: rejected (missingItem)
// expect: revenue: 222
