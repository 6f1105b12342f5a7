// Swift book style: creating, accessing and modifying arrays
// Checks: empty arrays, Array(repeating:count:), concatenation, append/+=,
// subscripts and range replacement with different lengths, insert/remove,
// removeLast, iteration with enumerated(), and common queries.

var someInts: [Int] = []
print("someInts is of type [Int] with \(someInts.count) items.")
someInts.append(3)
print(someInts)
someInts = []
print(someInts.isEmpty)

let threeDoubles = Array(repeating: 0.0, count: 3)
let anotherThreeDoubles = Array(repeating: 2.5, count: 3)
let sixDoubles = threeDoubles + anotherThreeDoubles
print(sixDoubles)

var shoppingList = ["Eggs", "Milk"]
print("The shopping list contains \(shoppingList.count) items.")
if shoppingList.isEmpty {
    print("The shopping list is empty.")
} else {
    print("The shopping list isn't empty.")
}
shoppingList.append("Flour")
shoppingList += ["Baking Powder"]
shoppingList += ["Chocolate Spread", "Cheese", "Butter"]
print(shoppingList.count)
var firstItem = shoppingList[0]
print(firstItem)
shoppingList[0] = "Six eggs"
firstItem = shoppingList[0]
print(firstItem)
shoppingList[4...6] = ["Bananas", "Apples"]
print(shoppingList)
print(shoppingList.count)
shoppingList.insert("Maple Syrup", at: 0)
print(shoppingList[0])
let mapleSyrup = shoppingList.remove(at: 0)
print(mapleSyrup, shoppingList.count)
let apples = shoppingList.removeLast()
print(apples, shoppingList)

for item in shoppingList {
    print(item)
}
for (index, value) in shoppingList.enumerated() {
    print("Item \(index + 1): \(value)")
}

// Replacing a range with more items than it held
var digits = [0, 1, 2, 3, 4]
digits[1..<3] = [10, 11, 12, 13]
print(digits)
digits[0..<0] = [-1]
print(digits)
digits.replaceSubrange(5..., with: [99])
print(digits)
digits.removeSubrange(1...2)
print(digits)
digits.removeFirst()
print(digits)
digits.removeAll { $0 > 50 }
print(digits)

// Queries
let temps = [18, 23, 15, 30, 23]
print(temps.first!, temps.last!, temps.min()!, temps.max()!)
print(temps.firstIndex(of: 23)!, temps.lastIndex(of: 23)!)
print(temps.contains(30), temps.contains(31))
print(temps.sorted(), temps.sorted(by: >))
print(Array(temps.reversed()))
print(temps.filter { $0 > 20 }.count)
print(temps.allSatisfy { $0 > 10 }, temps.contains { $0 < 0 })
print(temps.prefix(2), temps.suffix(2))
print(temps.firstIndex { $0 > 25 } as Any)

var mutableTemps = temps
mutableTemps.sort()
print(mutableTemps)
mutableTemps.reverse()
print(mutableTemps)
mutableTemps.swapAt(0, 4)
print(mutableTemps)
print(temps == [18, 23, 15, 30, 23])

// Nested arrays
var grid = Array(repeating: Array(repeating: 0, count: 3), count: 2)
grid[1][2] = 5
grid[0][0] += 1
print(grid)
print(grid.flatMap { $0 })
print(grid.map { $0.reduce(0, +) })

// expect: someInts is of type [Int] with 0 items.
// expect: [3]
// expect: true
// expect: [0.0, 0.0, 0.0, 2.5, 2.5, 2.5]
// expect: The shopping list contains 2 items.
// expect: The shopping list isn't empty.
// expect: 7
// expect: Eggs
// expect: Six eggs
// expect: ["Six eggs", "Milk", "Flour", "Baking Powder", "Bananas", "Apples"]
// expect: 6
// expect: Maple Syrup
// expect: Maple Syrup 6
// expect: Apples ["Six eggs", "Milk", "Flour", "Baking Powder", "Bananas"]
// expect: Six eggs
// expect: Milk
// expect: Flour
// expect: Baking Powder
// expect: Bananas
// expect: Item 1: Six eggs
// expect: Item 2: Milk
// expect: Item 3: Flour
// expect: Item 4: Baking Powder
// expect: Item 5: Bananas
// expect: [0, 10, 11, 12, 13, 3, 4]
// expect: [-1, 0, 10, 11, 12, 13, 3, 4]
// expect: [-1, 0, 10, 11, 12, 99]
// expect: [-1, 11, 12, 99]
// expect: [11, 12, 99]
// expect: [11, 12]
// expect: 18 23 15 30
// expect: 1 4
// expect: true false
// expect: [15, 18, 23, 23, 30] [30, 23, 23, 18, 15]
// expect: [23, 30, 15, 23, 18]
// expect: 3
// expect: true false
// expect: [18, 23] [30, 23]
// expect: Optional(3)
// expect: [15, 18, 23, 23, 30]
// expect: [30, 23, 23, 18, 15]
// expect: [15, 23, 23, 18, 30]
// expect: true
// expect: [[1, 0, 0], [0, 0, 5]]
// expect: [1, 0, 0, 0, 0, 5]
// expect: [1, 5]
