// Built-in literals `#function`, `#line` and `#column` in functions, methods, initializers, accessors and closures, and as default arguments that report the caller.
// expected output: swiftc 6.3.1 (Linux), run on this machine
func log(_ message: String, function: String = #function, line: Int = #line) {
    print("[\(function):\(line)] \(message)")
}

func loadProfile(id: Int) {
    log("loading \(id)")
    print("inside", #function)
}

struct Cart {
    var items: [String] = []
    init() {
        print("init reports", #function)
    }
    mutating func add(_ item: String) {
        items.append(item)
        log("added \(item)")
    }
    var total: Int {
        print("getter reports", #function)
        return items.count
    }
    subscript(i: Int) -> String {
        print("subscript reports", #function)
        return items[i]
    }
}

loadProfile(id: 7)
var cart = Cart()
cart.add("tea")
print(cart.total, cart[0])
log("top level")
print("this is line", #line)
let here = #column
print("column", here)
let closure = { () -> String in #function }
print("closure:", closure())
func outer() -> String {
    func inner() -> String { #function }
    return #function + " / " + inner()
}
print(outer())

// expect: [loadProfile(id:):8] loading 7
// expect: inside loadProfile(id:)
// expect: init reports init()
// expect: [add(_:):19] added tea
// expect: getter reports total
// expect: subscript reports subscript(_:)
// expect: 1 tea
// expect: [main:35] top level
// expect: this is line 36
// expect: column 12
// expect: closure: main
// expect: outer() / inner()
