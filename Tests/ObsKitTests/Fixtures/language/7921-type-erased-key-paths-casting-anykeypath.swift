// Sundell style (type-erased key paths): casting AnyKeyPath and PartialKeyPath back to typed key paths
struct Item {
    var name: String
    var count: Int
    var price: Double
}

let paths: [AnyKeyPath] = [\Item.name, \Item.count, \Item.price]
let item = Item(name: "pen", count: 12, price: 0.75)

for path in paths {
    if let s = path as? KeyPath<Item, String> {
        print("string:", item[keyPath: s])
    } else if let i = path as? KeyPath<Item, Int> {
        print("int:", item[keyPath: i])
    } else if let d = path as? KeyPath<Item, Double> {
        print("double:", item[keyPath: d])
    }
}

let partial: PartialKeyPath<Item> = \Item.count
print(item[keyPath: partial])
print(type(of: item[keyPath: partial]))
if let w = partial as? WritableKeyPath<Item, Int> {
    var copy = item
    copy[keyPath: w] = 20
    print(copy.count)
}
print(paths[0] is KeyPath<Item, Int>)
print(paths[0] is PartialKeyPath<Item>)
let anyVal = item[keyPath: paths[2]]
print(anyVal as Any)
print(type(of: paths[1]).rootType == Item.self)
print(type(of: paths[1]).valueType == Int.self)
// expect: string: pen
// expect: int: 12
// expect: double: 0.75
// expect: 12
// expect: Int
// expect: 20
// expect: false
// expect: true
// expect: Optional(0.75)
// expect: true
// expect: true
