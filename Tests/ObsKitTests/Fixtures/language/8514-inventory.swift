// Course style (simple inventory): structs in a dictionary, restocking, low-stock report
struct Product {
    let sku: String
    let name: String
    var quantity: Int
    var unitCost: Double
    let reorderLevel: Int

    var value: Double { Double(quantity) * unitCost }
    var needsReorder: Bool { quantity <= reorderLevel }
}

var inventory: [String: Product] = [:]

func addProduct(_ p: Product) {
    if inventory[p.sku] != nil {
        print("Duplicate SKU \(p.sku) ignored")
        return
    }
    inventory[p.sku] = p
}

addProduct(Product(sku: "HW-01", name: "Hammer", quantity: 12, unitCost: 8.5, reorderLevel: 5))
addProduct(Product(sku: "HW-02", name: "Screwdriver set", quantity: 3, unitCost: 15.25, reorderLevel: 4))
addProduct(Product(sku: "PL-10", name: "Pipe wrench", quantity: 0, unitCost: 22.0, reorderLevel: 2))
addProduct(Product(sku: "EL-07", name: "Tape measure", quantity: 20, unitCost: 4.75, reorderLevel: 10))
addProduct(Product(sku: "HW-01", name: "Mallet", quantity: 1, unitCost: 9.0, reorderLevel: 1))

func sell(_ sku: String, _ count: Int) {
    guard var product = inventory[sku] else {
        print("Unknown SKU \(sku)")
        return
    }
    guard product.quantity >= count else {
        print("Cannot sell \(count) \(product.name): only \(product.quantity) left")
        return
    }
    product.quantity -= count
    inventory[sku] = product
    print("Sold \(count) x \(product.name)")
}

sell("EL-07", 11)
sell("HW-02", 5)
sell("XX-00", 1)
inventory["PL-10"]?.quantity += 6
inventory["HW-01"]?.unitCost = 9.0

print("--- Stock ---")
for sku in inventory.keys.sorted() {
    let p = inventory[sku]!
    let flag = p.needsReorder ? " <- reorder" : ""
    print("\(sku) \(p.name): \(p.quantity) @ \(p.unitCost) = \(p.value)\(flag)")
}

let totalValue = inventory.keys.sorted().map { inventory[$0]!.value }.reduce(0, +)
print("Inventory value: \(totalValue)")
let reorderList = inventory.values.filter { $0.needsReorder }.map { $0.name }.sorted()
print("Reorder: \(reorderList)")

// expect: Duplicate SKU HW-01 ignored
// expect: Sold 11 x Tape measure
// expect: Cannot sell 5 Screwdriver set: only 3 left
// expect: Unknown SKU XX-00
// expect: --- Stock ---
// expect: EL-07 Tape measure: 9 @ 4.75 = 42.75 <- reorder
// expect: HW-01 Hammer: 12 @ 9.0 = 108.0
// expect: HW-02 Screwdriver set: 3 @ 15.25 = 45.75 <- reorder
// expect: PL-10 Pipe wrench: 6 @ 22.0 = 132.0
// expect: Inventory value: 328.5
// expect: Reorder: ["Screwdriver set", "Tape measure"]
