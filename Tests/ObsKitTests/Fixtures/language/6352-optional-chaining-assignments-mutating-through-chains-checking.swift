// Advanced Swift style (Optionals): optional chaining with assignments, mutating through chains, and checking whether the assignment happened
class Address { var street: String; init(street: String) { self.street = street } }
class Person {
    var name: String
    var address: Address?
    var scores: [String: Int] = [:]
    init(name: String) { self.name = name }
}

let ann = Person(name: "Ann")
if (ann.address?.street = "Main St") == nil {
    print("no address, nothing set")
}
ann.address = Address(street: "Old Rd")
if (ann.address?.street = "Main St") != nil {
    print("set to", ann.address!.street)
}

var maybe: Person? = nil
maybe?.name = "Zed"
print(maybe?.name ?? "nobody")
maybe = ann
maybe?.name += " Smith"
print(ann.name)

ann.scores["math"] = 3
ann.scores["math"]? += 2
ann.scores["art"]? += 2
print(ann.scores.sorted { $0.key < $1.key })

var numbers: [Int]? = [1, 2, 3]
numbers?.append(4)
numbers?[0] = 10
print(numbers ?? [])
let countPlusOne = numbers?.count.advanced(by: 1)
print(countPlusOne as Any)
numbers = nil
numbers?.append(5)
print(numbers as Any)

var dict: [String: [Int]] = ["a": [1]]
dict["a"]?.append(2)
dict["b"]?.append(3)
print(dict.keys.sorted(), dict["a"]!)
let upper = ann.address?.street.uppercased().count
print(type(of: upper), upper!)
struct Box { var inner: Box2? }
struct Box2 { var value = 0 }
var box: Box? = Box(inner: Box2())
box?.inner?.value += 5
print(box?.inner?.value ?? -1)

// expect: no address, nothing set
// expect: set to Main St
// expect: nobody
// expect: Ann Smith
// expect: [(key: "math", value: 5)]
// expect: [10, 2, 3, 4]
// expect: Optional(5)
// expect: nil
// expect: ["a"] [1, 2]
// expect: Optional<Int> 7
// expect: 5
