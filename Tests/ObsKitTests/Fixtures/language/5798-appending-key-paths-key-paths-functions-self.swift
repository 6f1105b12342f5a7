// Compiler test style (key path composition): appending key paths, key paths as functions, \.self, subscript and optional-chained key paths
struct Item { var name: String; var tags: [String]; var price: Int }
struct Order { var items: [Item]; var customer: Customer }
struct Customer { var name: String; var nickname: String? }

let order = Order(items: [Item(name: "pen", tags: ["office", "cheap"], price: 3),
                          Item(name: "lamp", tags: ["home"], price: 40)],
                  customer: Customer(name: "Zoe", nickname: nil))

let custKP = \Order.customer
let nameKP = \Customer.name
let joined = custKP.appending(path: nameKP)
print(order[keyPath: joined])

let itemsKP = \Order.items
let firstItem = itemsKP.appending(path: \[Item].[0])
print(order[keyPath: firstItem].name, order[keyPath: firstItem.appending(path: \.price)])
print(order[keyPath: \.items[1].tags[0]])
print(order[keyPath: \.items.count], order[keyPath: \.customer.name.count])

print(order.items.map(\.name), order.items.map(\.price).reduce(0, +))
print(order.items.map(\.tags.count), order.items.filter(\.tags.isEmpty.negated))
let words = ["b", "a", "c"]
print(words.map(\.self), words.sorted().map(\.self).joined())
print([3, 1, 2].map(\.self).map(\.description))

print(order[keyPath: \.customer.nickname?.count] as Any)
var c2 = order.customer
c2.nickname = "Z"
print(c2[keyPath: \.nickname?.count] as Any)

let dict = ["one": 1, "two": 2]
print(dict[keyPath: \.["two"]] as Any, dict[keyPath: \.["zero"]] as Any)

let anyKP: AnyKeyPath = \Item.price
if let typed = anyKP as? KeyPath<Item, Int> { print("typed price", order.items[0][keyPath: typed]) }
let partial: PartialKeyPath<Item> = \Item.name
print(order.items[1][keyPath: partial])

func sorted<T, V: Comparable>(_ xs: [T], by kp: KeyPath<T, V>) -> [T] { xs.sorted { $0[keyPath: kp] < $1[keyPath: kp] } }
print(sorted(order.items, by: \.price).map(\.name), sorted(order.items, by: \.name).map(\.name))
print(\Order.items == \Order.items, joined == \Order.customer.name, joined == \Order.customer.nickname)

extension Bool { var negated: Bool { !self } }

// expect: Zoe
// expect: pen 3
// expect: home
// expect: 2 3
// expect: ["pen", "lamp"] 43
// expect: [2, 1] [main.Item(name: "pen", tags: ["office", "cheap"], price: 3), main.Item(name: "lamp", tags: ["home"], price: 40)]
// expect: ["b", "a", "c"] abc
// expect: ["3", "1", "2"]
// expect: nil
// expect: Optional(1)
// expect: Optional(2) nil
// expect: typed price 3
// expect: lamp
// expect: ["pen", "lamp"] ["lamp", "pen"]
// expect: true true false
