// arc-capture-lists
// expected output: swiftc 6.3.1 (Linux), run on this machine
class Person {
    let name: String
    var apartment: Apartment?
    init(name: String) { self.name = name; print("\(name) is being initialized") }
    deinit { print("\(name) is being deinitialized") }
}
class Apartment {
    let unit: String
    weak var tenant: Person?
    init(unit: String) { self.unit = unit }
    deinit { print("Apartment \(unit) is being deinitialized") }
}
var john: Person? = Person(name: "John Appleseed")
var unit4A: Apartment? = Apartment(unit: "4A")
john!.apartment = unit4A
unit4A!.tenant = john
john = nil
print("tenant now:", unit4A!.tenant?.name ?? "nobody")
unit4A = nil
class Customer {
    let name: String
    var card: CreditCard?
    init(name: String) { self.name = name }
    deinit { print("\(name) is being deinitialized") }
}
class CreditCard {
    let number: UInt64
    unowned let customer: Customer
    init(number: UInt64, customer: Customer) {
        self.number = number
        self.customer = customer
    }
    deinit { print("Card #\(number) is being deinitialized") }
}
var alice: Customer? = Customer(name: "Alice")
alice!.card = CreditCard(number: 1234_5678_9012_3456, customer: alice!)
print(alice!.card!.customer.name)
alice = nil
class HTMLElement {
    let name: String
    let text: String?
    lazy var asHTML: () -> String = { [unowned self] in
        if let text = self.text {
            return "<\(self.name)>\(text)</\(self.name)>"
        }
        return "<\(self.name) />"
    }
    init(name: String, text: String? = nil) {
        self.name = name
        self.text = text
    }
    deinit { print("\(name) is being deinitialized") }
}
var paragraph: HTMLElement? = HTMLElement(name: "p", text: "hello, world")
print(paragraph!.asHTML())
paragraph = nil
class Downloader {
    var onFinish: (() -> Void)?
    let id: Int
    init(id: Int) { self.id = id }
    func start() {
        onFinish = { [weak self] in
            guard let self else { print("downloader gone"); return }
            print("downloader \(self.id) finished")
        }
    }
    deinit { print("Downloader \(id) freed") }
}
var d: Downloader? = Downloader(id: 7)
d!.start()
let callback = d!.onFinish!
callback()
d = nil
callback()
// expect: John Appleseed is being initialized
// expect: John Appleseed is being deinitialized
// expect: tenant now: nobody
// expect: Apartment 4A is being deinitialized
// expect: Alice
// expect: Alice is being deinitialized
// expect: Card #1234567890123456 is being deinitialized
// expect: <p>hello, world</p>
// expect: p is being deinitialized
// expect: downloader 7 finished
// expect: Downloader 7 freed
// expect: downloader gone
