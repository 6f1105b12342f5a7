// is, as?, as!, Any and AnyObject
// expected output: swiftc 6.3.1 (Linux), run on this machine
// A recipe box with soups and desserts, a kitchen junk drawer, and a mixed shopping list.
class Recipe {
    var dish: String
    init(dish: String) { self.dish = dish }
}
class Soup: Recipe {
    var stock: String
    init(dish: String, stock: String) {
        self.stock = stock
        super.init(dish: dish)
    }
}
class Dessert: Recipe {
    var sweetener: String
    init(dish: String, sweetener: String) {
        self.sweetener = sweetener
        super.init(dish: dish)
    }
}
let box = [
    Dessert(dish: "Plum crumble", sweetener: "brown sugar"),
    Soup(dish: "Leek and potato", stock: "vegetable"),
    Dessert(dish: "Lemon posset", sweetener: "caster sugar"),
    Soup(dish: "Red lentil", stock: "chicken"),
    Dessert(dish: "Fig tart", sweetener: "honey"),
    Dessert(dish: "Rice pudding", sweetener: "maple syrup"),
]
var soups = 0
var desserts = 0
for card in box {
    if card is Soup { soups += 1 } else if card is Dessert { desserts += 1 }
}
print("The recipe box has \(soups) soups and \(desserts) desserts")
for card in box {
    if let soup = card as? Soup {
        print("Soup: \(soup.dish), made with \(soup.stock) stock")
    } else if let dessert = card as? Dessert {
        print("Dessert: \(dessert.dish), sweetened with \(dessert.sweetener)")
    }
}

var junkDrawer: [Any] = []
junkDrawer.append(0.0)
junkDrawer.append(12)
junkDrawer.append(0)
junkDrawer.append(180.0)
junkDrawer.append("twist ties")
junkDrawer.append((1.5, 0.25))
junkDrawer.append(Soup(dish: "Miso", stock: "dashi"))
junkDrawer.append({ (cook: String) -> String in "Chef \(cook), your timer rang" })
junkDrawer.append(Optional<Int>.none as Any)
for bit in junkDrawer {
    switch bit {
    case 0 as Int: print("an Int of zero")
    case 0 as Double: print("a Double of zero")
    case let eggs as Int: print("a carton of \(eggs)")
    case let degrees as Double where degrees > 0: print("an oven set to \(degrees)")
    case let scrap as String: print("a bag of \"\(scrap)\"")
    case let (cups, spoons) as (Double, Double): print("a measure of \(cups) cups and \(spoons) spoons")
    case let soup as Soup: print("a soup card for \(soup.dish)")
    case let remind as (String) -> String: print(remind("Ana"))
    default: print("crumbs")
    }
}
let pinned: [AnyObject] = box
let topCard = pinned[0] as! Dessert
print("forced cast: \(topCard.sweetener)")
let shopping: [Any] = ["eggs", 6, 2.5, "flour", 3, "oats"]
let quantities = shopping.compactMap { $0 as? Int }
print("quantities: \(quantities)")
let items = shopping.compactMap { $0 as? String }
print("items: \(items)")
// expect: The recipe box has 2 soups and 4 desserts
// expect: Dessert: Plum crumble, sweetened with brown sugar
// expect: Soup: Leek and potato, made with vegetable stock
// expect: Dessert: Lemon posset, sweetened with caster sugar
// expect: Soup: Red lentil, made with chicken stock
// expect: Dessert: Fig tart, sweetened with honey
// expect: Dessert: Rice pudding, sweetened with maple syrup
// expect: a Double of zero
// expect: a carton of 12
// expect: an Int of zero
// expect: an oven set to 180.0
// expect: a bag of "twist ties"
// expect: a measure of 1.5 cups and 0.25 spoons
// expect: a soup card for Miso
// expect: Chef Ana, your timer rang
// expect: crumbs
// expect: forced cast: brown sugar
// expect: quantities: [6, 3]
// expect: items: ["eggs", "flour", "oats"]
