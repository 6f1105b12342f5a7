// Swift Apprentice style (error handling): throwing functions, do/catch with enum patterns, try?, try!, and defer in a bakery
enum BakeryError: Error {
    case tooFew(numberOnHand: Int)
    case doNotSell
    case wrongFlavor
}
struct Pastry {
    let flavor: String
    var numberOnHand: Int
}
class Bakery {
    var itemsForSale = [
        "Cookie": Pastry(flavor: "ChocolateChip", numberOnHand: 20),
        "PopTart": Pastry(flavor: "WildBerry", numberOnHand: 13),
        "Donut": Pastry(flavor: "Sprinkles", numberOnHand: 24),
        "HandPie": Pastry(flavor: "Cherry", numberOnHand: 6)
    ]
    func open(_ now: Bool = true) throws -> Bool {
        guard now else { throw BakeryError.doNotSell }
        return now
    }
    func orderPastry(item: String, amountRequested: Int, flavor: String) throws -> Int {
        defer { print("  order for \(item) processed") }
        guard let pastry = itemsForSale[item] else { throw BakeryError.doNotSell }
        guard flavor == pastry.flavor else { throw BakeryError.wrongFlavor }
        guard amountRequested <= pastry.numberOnHand else {
            throw BakeryError.tooFew(numberOnHand: pastry.numberOnHand)
        }
        itemsForSale[item]!.numberOnHand -= amountRequested
        return itemsForSale[item]!.numberOnHand
    }
}
let bakery = Bakery()
let orders = [("Cookie", 5, "ChocolateChip"), ("Albatross", 1, "AlbatrossFlavor"),
              ("PopTart", 1, "Cheese"), ("HandPie", 10, "Cherry"), ("Donut", 24, "Sprinkles")]
for (item, amount, flavor) in orders {
    do {
        let left = try bakery.orderPastry(item: item, amountRequested: amount, flavor: flavor)
        print("ok, \(left) \(item) left")
    } catch BakeryError.doNotSell {
        print("Sorry, but we don't sell this item.")
    } catch BakeryError.wrongFlavor {
        print("Sorry, but we don't carry this flavor.")
    } catch BakeryError.tooFew(let onHand) where onHand < 10 {
        print("Sorry, we only have \(onHand).")
    } catch {
        print("other error: \(error)")
    }
}
let remaining = try? bakery.orderPastry(item: "Cookie", amountRequested: 100, flavor: "ChocolateChip")
print(remaining as Any)
let sure = try! bakery.orderPastry(item: "Cookie", amountRequested: 1, flavor: "ChocolateChip")
print(sure)
print((try? bakery.open(true)) ?? false)
do {
    _ = try bakery.open(false)
} catch let error as BakeryError {
    print("caught \(error)")
}
func check(_ values: [Int]) throws -> Int {
    struct Negative: Error { let value: Int }
    var sum = 0
    for v in values {
        if v < 0 { throw Negative(value: v) }
        sum += v
    }
    return sum
}
print((try? check([1, 2, 3])) ?? -1, (try? check([1, -2])) ?? -1)
do { _ = try check([4, -7]) } catch { print(error) }

// expect:   order for Cookie processed
// expect: ok, 15 Cookie left
// expect:   order for Albatross processed
// expect: Sorry, but we don't sell this item.
// expect:   order for PopTart processed
// expect: Sorry, but we don't carry this flavor.
// expect:   order for HandPie processed
// expect: Sorry, we only have 6.
// expect:   order for Donut processed
// expect: ok, 0 Donut left
// expect:   order for Cookie processed
// expect: nil
// expect:   order for Cookie processed
// expect: 14
// expect: true
// expect: caught doNotSell
// expect: 6 -1
// expect: Negative(value: -7)
