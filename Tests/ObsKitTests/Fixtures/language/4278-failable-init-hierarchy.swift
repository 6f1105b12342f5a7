// Compiler test style: failable initializers in hierarchies, init? overriding and init! delegation
class Product {
  let name: String
  let price: Int

  init?(name: String, price: Int) {
    if name.isEmpty {
      print("  Product: empty name")
      return nil
    }
    if price < 0 {
      print("  Product: negative price")
      return nil
    }
    self.name = name
    self.price = price
  }

  convenience init?(spec: String) {
    let parts = spec.split(separator: ":")
    guard parts.count == 2, let p = Int(parts[1]) else {
      print("  Product: bad spec '\(spec)'")
      return nil
    }
    self.init(name: String(parts[0]), price: p)
  }
}

class CartItem: Product {
  let quantity: Int

  init?(name: String, price: Int, quantity: Int) {
    if quantity <= 0 {
      print("  CartItem: bad quantity")
      return nil
    }
    self.quantity = quantity
    super.init(name: name, price: price)
  }

  // non-failable override of a failable initializer
  override init(name: String, price: Int) {
    self.quantity = 1
    super.init(name: name.isEmpty ? "unnamed" : name, price: max(price, 0))!
  }
}

class Gift: CartItem {
  init!(wrapped name: String) {
    super.init(name: name, price: 0, quantity: 1)
  }
}

func show(_ p: Product?) {
  if let p = p {
    let q = (p as? CartItem)?.quantity ?? 0
    print("ok \(p.name) \(p.price) q=\(q) \(type(of: p))")
  } else {
    print("nil")
  }
}

show(Product(name: "pen", price: 3))
show(Product(name: "", price: 3))
show(Product(name: "ink", price: -1))
show(Product(spec: "book:12"))
show(Product(spec: "broken"))
show(Product(spec: ":5"))
show(CartItem(name: "cup", price: 4, quantity: 2))
show(CartItem(name: "cup", price: 4, quantity: 0))
show(CartItem(name: "", price: 4, quantity: 3))
show(CartItem(name: "", price: -8))
show(CartItem(spec: "mug:9"))
show(CartItem(spec: "mug"))
let g: Gift! = Gift(wrapped: "bow")
print(g.name, g.quantity)
let g2: Gift? = Gift(wrapped: "")
print(g2 == nil)
// expect: ok pen 3 q=0 Product
// expect:   Product: empty name
// expect: nil
// expect:   Product: negative price
// expect: nil
// expect: ok book 12 q=0 Product
// expect:   Product: bad spec 'broken'
// expect: nil
// expect:   Product: bad spec ':5'
// expect: nil
// expect: ok cup 4 q=2 CartItem
// expect:   CartItem: bad quantity
// expect: nil
// expect:   Product: empty name
// expect: nil
// expect: ok unnamed 0 q=1 CartItem
// expect: ok mug 9 q=1 CartItem
// expect:   Product: bad spec 'mug'
// expect: nil
// expect: bow 1
// expect:   Product: empty name
// expect: true
