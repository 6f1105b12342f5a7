// Swift book style (Automatic Reference Counting): breaking strong cycles with weak and unowned references
class Tenant {
    let name: String
    var flat: Flat?
    init(name: String) { self.name = name }
    deinit { print("\(name) is being deinitialized") }
}

class Flat {
    let number: String
    weak var tenant: Tenant?
    init(number: String) { self.number = number }
    deinit { print("Flat \(number) is being deinitialized") }
}

var ana: Tenant? = Tenant(name: "Ana")
var flat9: Flat? = Flat(number: "9B")
ana!.flat = flat9
flat9!.tenant = ana
print("flat tenant:", flat9?.tenant?.name ?? "none")
ana = nil
print("after ana = nil, tenant:", flat9?.tenant?.name ?? "none")
flat9 = nil

class Owner {
    let name: String
    var card: Card?
    init(name: String) { self.name = name }
    deinit { print("Owner \(name) deinit") }
}

class Card {
    let digits: String
    unowned let holder: Owner
    init(digits: String, holder: Owner) {
        self.digits = digits
        self.holder = holder
    }
    deinit { print("Card \(digits) deinit") }
}

var bo: Owner? = Owner(name: "Bo")
bo!.card = Card(digits: "4242", holder: bo!)
print("card holder:", bo!.card!.holder.name)
bo = nil

// unowned optional references
class Course {
    let title: String
    unowned var next: Course?
    init(title: String) { self.title = title }
    deinit { print("Course \(title) deinit") }
}

var intro: Course? = Course(title: "Intro")
var advanced: Course? = Course(title: "Advanced")
intro?.next = advanced
print(intro?.next?.title ?? "no next")
advanced?.next = nil
print(advanced?.next?.title ?? "no next")
intro = nil
advanced = nil
print("end")

// expect: flat tenant: Ana
// expect: Ana is being deinitialized
// expect: after ana = nil, tenant: none
// expect: Flat 9B is being deinitialized
// expect: card holder: Bo
// expect: Owner Bo deinit
// expect: Card 4242 deinit
// expect: Advanced
// expect: no next
// expect: Course Intro deinit
// expect: Course Advanced deinit
// expect: end
