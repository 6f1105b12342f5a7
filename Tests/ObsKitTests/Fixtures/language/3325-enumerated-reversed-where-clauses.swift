// Swift book style: enumerated, reversed, and for-in with where clauses over arrays
var shoppingList = ["Eggs", "Milk"]
shoppingList.append("Flour")
shoppingList += ["Baking Powder"]
shoppingList += ["Chocolate Spread", "Cheese", "Butter"]
print("The shopping list contains \(shoppingList.count) items.")
shoppingList[4...6] = ["Bananas", "Apples"]
shoppingList.insert("Maple Syrup", at: 0)
let mapleSyrup = shoppingList.remove(at: 0)
let apples = shoppingList.removeLast()
print(mapleSyrup, apples)
for (index, value) in shoppingList.enumerated() {
    print("Item \(index + 1): \(value)")
}
for (i, item) in shoppingList.enumerated().reversed() where i % 2 == 0 {
    print("even slot \(i): \(item)")
}
print(shoppingList.reversed().joined(separator: " < "))
print(shoppingList.isEmpty ? "empty" : "has \(shoppingList.count)")
var threeDoubles = Array(repeating: 0.0, count: 3)
let anotherThreeDoubles = Array(repeating: 2.5, count: 3)
threeDoubles += anotherThreeDoubles
print(threeDoubles)
for (offset, ch) in "abc".enumerated() {
    print(offset, ch, separator: "=", terminator: ";")
}
print()
let indexed = shoppingList.enumerated().map { "\($0.offset):\($0.element.prefix(2))" }
print(indexed)
print(shoppingList.indices.map { $0 * $0 })
print(shoppingList.swapAt(0, 1) == (), shoppingList)
// expect: The shopping list contains 7 items.
// expect: Maple Syrup Apples
// expect: Item 1: Eggs
// expect: Item 2: Milk
// expect: Item 3: Flour
// expect: Item 4: Baking Powder
// expect: Item 5: Bananas
// expect: even slot 4: Bananas
// expect: even slot 2: Flour
// expect: even slot 0: Eggs
// expect: Bananas < Baking Powder < Flour < Milk < Eggs
// expect: has 5
// expect: [0.0, 0.0, 0.0, 2.5, 2.5, 2.5]
// expect: 0=a;1=b;2=c;
// expect: ["0:Eg", "1:Mi", "2:Fl", "3:Ba", "4:Ba"]
// expect: [0, 1, 4, 9, 16]
// expect: true ["Milk", "Eggs", "Flour", "Baking Powder", "Bananas"]
