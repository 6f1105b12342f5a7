// Swift book style (Automatic Reference Counting): strong reference cycles broken with weak and unowned references, and unowned optional references
class Tenant {
    let name: String
    var flat: Flat?
    init(_ n: String) { name = n; print("\(n) moves in") }
    deinit { print("\(name) is gone") }
}
class Flat {
    let unit: String
    weak var tenant: Tenant?
    init(_ u: String) { unit = u }
    deinit { print("flat \(unit) is gone") }
}
var kim: Tenant? = Tenant("Kim")
var f4: Flat? = Flat("4A")
kim!.flat = f4
f4!.tenant = kim
print(f4!.tenant?.name ?? "empty")
kim = nil
print("after kim = nil, tenant is", f4!.tenant?.name ?? "empty")
f4 = nil

class Customer {
    let name: String
    var card: Card?
    init(_ n: String) { name = n }
    deinit { print("customer \(name) deinit") }
}
class Card {
    let number: Int
    unowned let owner: Customer
    init(_ number: Int, owner: Customer) { self.number = number; self.owner = owner }
    deinit { print("card \(number) deinit") }
}
var jo: Customer? = Customer("Jo")
jo!.card = Card(1234, owner: jo!)
print(jo!.card!.owner.name)
jo = nil

class Department {
    var name: String
    var courses: [Course] = []
    init(_ n: String) { name = n }
}
class Course {
    var name: String
    unowned var department: Department
    unowned var next: Course?
    init(_ n: String, in d: Department) { name = n; department = d; next = nil }
}
let dept = Department("Horticulture")
let intro = Course("Survey of Plants", in: dept)
let mid = Course("Growing Herbs", in: dept)
let adv = Course("Caring for Tropical Plants", in: dept)
intro.next = mid
mid.next = adv
dept.courses = [intro, mid, adv]
var walk: Course? = intro
while let c = walk {
    print(c.name, "@", c.department.name)
    walk = c.next
}

class Country {
    let name: String
    var capital: Capital!
    init(name: String, capital: String) {
        self.name = name
        self.capital = Capital(name: capital, country: self)
    }
}
class Capital {
    let name: String
    unowned let country: Country
    init(name: String, country: Country) { self.name = name; self.country = country }
}
let nation = Country(name: "Peru", capital: "Lima")
print("\(nation.name)'s capital is \(nation.capital.name), back to \(nation.capital.country.name)")

// expect: Kim moves in
// expect: Kim
// expect: Kim is gone
// expect: after kim = nil, tenant is empty
// expect: flat 4A is gone
// expect: Jo
// expect: customer Jo deinit
// expect: card 1234 deinit
// expect: Survey of Plants @ Horticulture
// expect: Growing Herbs @ Horticulture
// expect: Caring for Tropical Plants @ Horticulture
// expect: Peru's capital is Lima, back to Peru
