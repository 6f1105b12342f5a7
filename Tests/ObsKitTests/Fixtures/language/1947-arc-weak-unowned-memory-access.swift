// Swift book style (Automatic Reference Counting, Memory Safety, Access Control): weak, unowned, capture lists
class Owner {
    let name: String
    var flat: Flat?
    init(name: String) { self.name = name }
    deinit { print("\(name) is being deinitialized") }
}
class Flat {
    let unit: String
    weak var tenant: Owner?
    init(unit: String) { self.unit = unit }
    deinit { print("Flat \(unit) is being deinitialized") }
}
var jo: Owner? = Owner(name: "Jo")
var flat4: Flat? = Flat(unit: "4A")
jo!.flat = flat4
flat4!.tenant = jo
jo = nil
print("tenant now: \(flat4!.tenant?.name ?? "nobody")")
flat4 = nil

class Client {
    let name: String
    var card: Card?
    init(name: String) { self.name = name }
    deinit { print("\(name) deinitialized") }
}
class Card {
    let number: Int
    unowned let holder: Client
    init(number: Int, holder: Client) { self.number = number; self.holder = holder }
    deinit { print("Card #\(number) deinitialized") }
}
var ana: Client? = Client(name: "Ana")
ana!.card = Card(number: 1234, holder: ana!)
print("card holder: \(ana!.card!.holder.name)")
ana = nil

class Paragraph {
    let text: String
    lazy var html: () -> String = { [unowned self] in "<p>\(self.text)</p>" }
    init(text: String) { self.text = text }
    deinit { print("paragraph freed") }
}
var para: Paragraph? = Paragraph(text: "hello")
print(para!.html())
para = nil

public struct Counter {
    private(set) var hits = 0
    fileprivate var secret = "x"
    public mutating func hit() { hits += 1 }
}
var c = Counter()
c.hit(); c.hit()
print("hits \(c.hits)")
var stepSize = 1
func increment(_ n: inout Int) { n += 1 }
var copyOfStep = stepSize
increment(&copyOfStep)
stepSize = copyOfStep
print("step \(stepSize)")

// expect: Jo is being deinitialized
// expect: tenant now: nobody
// expect: Flat 4A is being deinitialized
// expect: card holder: Ana
// expect: Ana deinitialized
// expect: Card #1234 deinitialized
// expect: <p>hello</p>
// expect: paragraph freed
// expect: hits 2
// expect: step 2
