// Collection Types: creating arrays, appending, inserting, removing, range replacement, enumerated iteration.
// expected output: swiftc 6.3.1 (Linux), run on this machine
var someInts: [Int] = []
print("someInts has \(someInts.count) items", someInts.isEmpty)
someInts.append(3)
someInts = []
let threeDoubles = Array(repeating: 0.0, count: 3)
let anotherThree = Array(repeating: 2.5, count: 3)
let sixDoubles = threeDoubles + anotherThree
print(sixDoubles)
var shoppingList = ["Eggs", "Milk"]
shoppingList.append("Flour")
shoppingList += ["Baking Powder"]
shoppingList += ["Chocolate Spread", "Cheese", "Butter"]
print(shoppingList.count, shoppingList[0])
shoppingList[0] = "Six eggs"
shoppingList[4...6] = ["Bananas", "Apples"]
print(shoppingList)
shoppingList.insert("Maple Syrup", at: 0)
let maple = shoppingList.remove(at: 0)
let apples = shoppingList.removeLast()
print(maple, apples, shoppingList.count)
for (index, value) in shoppingList.enumerated() {
    print("Item \(index + 1): \(value)")
}
print(shoppingList.first!, shoppingList.last!, shoppingList.firstIndex(of: "Milk")!)
var queue = [1, 2, 3, 4, 5]
queue.removeFirst(2)
queue.insert(contentsOf: [9, 8], at: 1)
queue.removeAll(where: { $0 % 2 == 0 })
print(queue, queue.contains(5), queue.indices)
queue.swapAt(0, 1)
queue.reverse()
print(queue, Array(queue.reversed()), queue.popLast() as Any, queue)
let matrix = [[1, 2], [3, 4, 5]]
print(matrix[1][2], matrix.joined().count, matrix.map(\.count))

// expect: someInts has 0 items true
// expect: [0.0, 0.0, 0.0, 2.5, 2.5, 2.5]
// expect: 7 Eggs
// expect: ["Six eggs", "Milk", "Flour", "Baking Powder", "Bananas", "Apples"]
// expect: Maple Syrup Apples 5
// expect: Item 1: Six eggs
// expect: Item 2: Milk
// expect: Item 3: Flour
// expect: Item 4: Baking Powder
// expect: Item 5: Bananas
// expect: Six eggs Bananas 1
// expect: [3, 9, 5] true 0..<3
// expect: [5, 3, 9] [9, 3, 5] Optional(9) [5, 3]
// expect: 5 5 [2, 3]
